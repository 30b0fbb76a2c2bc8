"""Private and file-backed memory and CPU of loading the cached word table, in a fresh process.

PYTHONPATH=core python benchmarks/results/speed54/mapped_load.py TABLE_DIR
"""

import os
import sys
import time

from graphpaths.word_table import WordTable


def main() -> None:
    start = time.process_time()
    table = WordTable.load(sys.argv[1])
    cpu = time.process_time() - start
    with open(f"/proc/{os.getpid()}/status") as status:
        memory = [line.split()[:2] for line in status if line.startswith(("RssAnon", "RssFile"))]
    sys.stdout.write(f"{memory} load cpu {cpu:.3f} s, {len(table)} words\n")


if __name__ == "__main__":
    main()
