"""LangChain retrievers over graphpaths (filled in by the adapters issue)."""
