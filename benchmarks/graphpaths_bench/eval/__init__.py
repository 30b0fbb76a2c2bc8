"""The evaluation harness: data loaders, gold sets, metrics, methods, runs and reports."""
