"""Offline LOSO of abstention feature variants over collect rows with per-word detail."""
import json, math, sys
import numpy as np
sys.path.insert(0, "/work/wt-abstain42/core"); sys.path.insert(0, "/work/wt-abstain42/benchmarks")
sys.path.insert(0, "/work/wt-abstain42/benchmarks/reader")
import fit_abstain as fa

# word row: [word, asked, names_answer, explained, csls_best, csls_hop, csls_type, raw, r_word, rank, second]
W = dict(word=0, asked=1, ans=2, expl=3, best=4, hop=5, typ=6, raw=7, r=8, rank=9, second=10)

VOCAB = {w.strip(): i for i, w in enumerate(open("/root/.cache/graphpaths/models/sentence-transformers-all-MiniLM-L6-v2-cc5216fde3fa2362/onnx/vocab.txt"))}
def vrank(word):
    return VOCAB.get(word, 30000)
CUT = 3000
_D = "/root/.cache/graphpaths/models/sentence-transformers-all-MiniLM-L6-v2-cc5216fde3fa2362/words-r3/"
_WORDS = {w: i for i, w in enumerate(open(_D + "words.txt").read().split("\n"))}
_VEC = np.load(_D + "vectors.npy")
_PROTO = [_VEC[_WORDS[w]] for w in "number amount date time size price".split()]
_ENG = ("much old long tall big large far high often deep wide heavy fast early late".split()
        + ["year", "years", "date", "dates", "day", "days", "month", "months", "time"])
_PROTO2 = [_VEC[_WORDS[w]] for w in _ENG]
_MEAN2 = np.mean(_PROTO2, axis=0); _MEAN2 /= np.linalg.norm(_MEAN2)
def valueish(word, proto=None):
    i = _WORDS.get(word)
    return 0.0 if i is None else float(max(_VEC[i] @ p for p in (proto or _PROTO)))
def valueish2(word):
    return valueish(word, _PROTO2)
def valueish3(word):
    i = _WORDS.get(word)
    return 0.0 if i is None else float(_VEC[i] @ _MEAN2)
def feats(anchor, variant):
    x = list(anchor["x"])  # evidence, asked, value, answer_word
    words = anchor.get("words", [])
    asked = [w for w in words if w[1]]
    ans = [w for w in words if w[2]]
    def mn(ws, f, default):
        return min((f(w) for w in ws), default=default)
    out = []
    for v in variant:
        if v == "evidence": out.append(x[0])
        elif v == "asked": out.append(x[1])
        elif v == "value": out.append(x[2])
        elif v == "answer_word": out.append(x[3])
        elif v == "hub_asked": out.append(mn(asked, lambda w: w[4], 0.5))
        elif v == "hub_answer": out.append(mn(ans, lambda w: w[4], 0.5))
        elif v == "hubhop_asked": out.append(mn(asked, lambda w: w[5], 0.5))
        elif v == "rank_asked": out.append(-mn(asked, lambda w: -math.log1p(w[9]), 0.0))
        elif v == "rank_answer": out.append(-mn(ans, lambda w: -math.log1p(w[9]), 0.0))
        elif v == "raw_asked": out.append(mn(asked, lambda w: w[7], 1.0))
        elif v == "margin_asked": out.append(mn(asked, lambda w: w[4] - w[10], 0.0))
        elif v == "least_rank":
            least = min(asked, key=lambda w: w[3], default=None)
            out.append(math.log(vrank(least[0])) if least else 0.0)
        elif v == "asked_spec": out.append(min((w[3] for w in asked if vrank(w[0]) > CUT), default=1.0))
        elif v == "asked_comm": out.append(min((w[3] for w in asked if vrank(w[0]) <= CUT), default=1.0))
        elif v == "ans_spec": out.append(min((w[3] for w in ans if vrank(w[0]) > CUT), default=1.0))
        elif v == "ans_comm": out.append(min((w[3] for w in ans if vrank(w[0]) <= CUT), default=1.0))
        elif v == "asked_idf": out.append(min((w[3] - 0.25*math.log(vrank(w[0])/CUT) for w in asked), default=1.0))
        elif v == "valueish_ans": out.append(max((valueish(w[0]) for w in ans), default=0.0))
        elif v == "valueish2_ans": out.append(max((valueish2(w[0]) for w in ans), default=0.0))
        elif v == "valueish3_ans": out.append(max((valueish3(w[0]) for w in ans), default=0.0))
        elif v == "valueish2_asked": out.append(max((valueish2(w[0]) for w in asked), default=0.0))
        elif v == "valueish_asked": out.append(max((valueish(w[0]) for w in asked), default=0.0))
        elif v == "vw_noend": out.append(max((valueish(w[0]) for w in ans), default=0.0) * (0.0 if anchor.get("ends_value") else 1.0))
        elif v == "vw_noend_asked": out.append(max((valueish(w[0]) for w in asked), default=0.0) * (0.0 if anchor.get("ends_value") else 1.0))
        elif v == "ends_value": out.append(1.0 if anchor.get("ends_value") else 0.0)
        elif v == "has_vt": out.append(1.0 if anchor.get("has_value_types") else 0.0)
        elif v == "valueish_least":
            least = min(asked, key=lambda w: w[3], default=None)
            out.append(valueish(least[0]) if least else 0.0)
        elif v == "asked_max": out.append(max((w[3] for w in asked), default=1.0))
        elif v == "asked_mean": out.append(sum(w[3] for w in asked)/len(asked) if asked else 1.0)
        elif v == "answer_max": out.append(max((w[3] for w in ans), default=1.0))
        elif v == "answer_mean": out.append(sum(w[3] for w in ans)/len(ans) if ans else 1.0)
        elif v == "answer_last": out.append(ans[-1][3] if ans else 1.0)
        elif v == "answer_first": out.append(ans[0][3] if ans else 1.0)
        elif v == "asked_second": out.append(sorted(w[3] for w in asked)[1] if len(asked) > 1 else (asked[0][3] if asked else 1.0))
        elif v == "n_asked": out.append(len(asked))
        elif v == "n_answer": out.append(len(ans))
        elif v == "has_answer": out.append(1.0 if ans else 0.0)
        elif v.startswith("rk_"):
            rk = anchor.get("ranked", [])
            lead = [p for p in rk if p[3]]; nowhere = [p for p in rk if not p[3]]
            if v == "rk_top_nowhere": out.append(1.0 if rk and not rk[0][3] else 0.0)
            elif v == "rk_mass_nowhere": out.append(sum(p[0] for p in nowhere))
            elif v == "rk_pmax_lead": out.append(max((p[0] for p in lead), default=0.0))
            elif v == "rk_logpmax_lead": out.append(math.log(max((p[0] for p in lead), default=1e-6)+1e-6))
            elif v == "rk_evgap": out.append(max((p[1] for p in nowhere), default=0.0) - max((p[1] for p in lead), default=0.0))
            elif v == "rk_nowhere_ev": out.append(max((p[1] for p in nowhere[:3]), default=0.0))
            elif v == "rk_scoregap": out.append(max((p[2] for p in nowhere), default=-10) - max((p[2] for p in lead), default=-10))
            elif v == "rk_pmax": out.append(rk[0][0] if rk else 0.0)
            elif v == "rk_top_nowhere_p": out.append(rk[0][0] if rk and not rk[0][3] else 0.0)
            else: raise KeyError(v)
        else: raise KeyError(v)
    return out

def convert(rows, variant):
    out = []
    for r in rows:
        out.append({**r, "anchors": [{"leads": a["leads"], "x": feats(a, variant) if a["leads"] else [0.0]*len(variant)} for a in r["anchors"]]})
    return out

def fit(rows, rate):
    w, b = fa.logistic(rows)
    return w, b, fa.threshold(rows, w, b, rate)

def counts(rows, w, b, t):
    ans = [v for r in rows if not r["lacking"] and (v := fa.odds(r, w, b)) is not None]
    lack = [fa.odds(r, w, b) for r in rows if r["lacking"]]
    return (sum(v >= t for v in ans), len(ans), sum(v is None or v >= t for v in lack), len(lack))

def loso(rows, rate, verbose=False):
    tot = np.zeros(4, int)
    for name in sorted({r["set"] for r in rows}):
        w, b, t = fit([r for r in rows if r["set"] != name], rate)
        c = counts([r for r in rows if r["set"] == name], w, b, t)
        tot += c
        if verbose: print(f"  {name}: ans {c[0]}/{c[1]} lack {c[2]}/{c[3]}")
    return tot

if __name__ == "__main__":
    rows = [json.loads(l) for l in open(sys.argv[1])]
    rate = 0.02
    variants = [v.split(",") for v in sys.argv[2:]]
    for v in variants:
        cr = convert(rows, v)
        w, b, t = fit(cr, rate)
        tot = loso(cr, rate)
        print(f"{','.join(v):60s} LOSO ans {tot[0]}/{tot[1]} ({100*tot[0]/tot[1]:.1f}%) lacking {tot[2]}/{tot[3]} ({100*tot[2]/tot[3]:.1f}%)  w={np.round(w,2).tolist()} b={b:.2f} t={t:.2f}")
