"""Benchmarks behind `graphpaths bench ...`."""
