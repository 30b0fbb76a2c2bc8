"""pool_m.py TAG[@METHOD] ...: /work/runs/pool.py with a method per tag (renamed to dotrag)."""
import importlib.util, json, os, sys
spec = importlib.util.spec_from_file_location("pool", "/work/runs/pool.py")
pool = importlib.util.module_from_spec(spec); spec.loader.exec_module(pool)
orig = pool.load
def load(tag):
    name, _, method = tag.partition("@")
    sets, mq = orig(name)
    for k in os.environ.get("EXCLUDE", "").split():
        sets.pop(k, None)
    if method:
        for d in [*sets.values(), *([mq] if mq else [])]:
            for key in ("methods", "lacking", "not_found"):
                if d.get(key) and method in d[key]:
                    d[key]["dotrag"] = d[key][method]
    return sets, mq
pool.load = load
pool.main()
