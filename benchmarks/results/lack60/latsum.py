import json,glob,sys,statistics as st
d0=sys.argv[1]
res={}
for f in sorted(glob.glob(d0+'/*.json')):
    set_,arm,p=f.split('/')[-1][:-5].rsplit('-',2)
    m=json.load(open(f))['methods']
    res.setdefault(set_,{}).setdefault(arm,[]).append(m)
print("set | n passes | dotrag CPU p50 A (main) per pass | B (branch) per pass | median A -> B | ratio to vss A -> B | model calls/q A -> B")
for s,arms in res.items():
    a=[m['dotrag']['cpu_p50_ms'] for m in arms['A']]; b=[m['dotrag']['cpu_p50_ms'] for m in arms['B']]
    ra=[m['dotrag']['cpu_p50_ratio'] for m in arms['A']]; rb=[m['dotrag']['cpu_p50_ratio'] for m in arms['B']]
    ca=arms['A'][0]['dotrag']['model_calls_per_question']; cb=arms['B'][0]['dotrag']['model_calls_per_question']
    print(f"{s} | {len(a)} | {' '.join(f'{x:.2f}' for x in a)} | {' '.join(f'{x:.2f}' for x in b)} | {st.median(a):.2f} -> {st.median(b):.2f} ({(st.median(b)/st.median(a)-1)*100:+.1f} %) | {st.median(ra):.2f} -> {st.median(rb):.2f} | {ca:.2f} -> {cb:.2f}")
