"""chain50's ``gold_rank.py`` with groups.tsv's fitted dev for its readable sets (chain60:
repair-cafes and coffee-roasters are fitted dev since session 21).

    PYTHONPATH=core:benchmarks python benchmarks/results/chain60/gold_rank.py RUN_DIR SET [SET ...]
        [--hops 2,3] [--detail]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "chain50"))
import gold_rank  # noqa: E402

gold_rank.READABLE = frozenset(
    line.split("\t")[0]
    for line in (HERE.parents[2] / "benchmarks/kgqa/groups.tsv").read_text().splitlines()
    if line.endswith("\tfitted dev")
)

if __name__ == "__main__":
    sys.exit(gold_rank.main())
