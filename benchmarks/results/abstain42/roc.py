import json, sys
import numpy as np
sys.path.insert(0, "/work/runs/abstain42")
import explore as ex
rows = [json.loads(l) for l in open(sys.argv[1])]
for v in sys.argv[2:]:
    cr = ex.convert(rows, v.split(","))
    res = []
    for rate in (0.02, 0.05, 0.1, 0.2, 0.3):
        tot = ex.loso(cr, rate)
        res.append(f"{rate:.2f}:{tot[0]/tot[1]*100:.1f}/{tot[2]/tot[3]*100:.1f}")
    print(v, " ".join(res))
