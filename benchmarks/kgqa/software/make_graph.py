"""Build the `software` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional package ecosystem in the style of PyPI, npm and crates.io. The packages named
below, their dependencies, licences, languages, categories and maintainers are written by
hand (the names borrow the flavour of real projects; the facts are invented and describe no
real project). Around them, a seeded generator adds in-house application packages that depend
on the hand-written ones, and the release history (versions and years) of every package, so
that the questions have realistic distraction. Re-running rewrites the same files.

    python benchmarks/kgqa/software/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import write_set  # noqa: E402

SEED = 23

LICENSES = {
    "lic:MIT": "MIT License",
    "lic:Apache-2.0": "Apache License 2.0",
    "lic:BSD-3": "BSD 3-Clause License",
    "lic:GPL-3.0": "GNU General Public License v3.0",
    "lic:MPL-2.0": "Mozilla Public License 2.0",
    "lic:ISC": "ISC License",
}
LANGUAGES = {
    "lang:py": "Python",
    "lang:js": "JavaScript",
    "lang:ts": "TypeScript",
    "lang:rs": "Rust",
    "lang:go": "Go",
    "lang:c": "C",
}
CATEGORIES = {
    "cat:http": "HTTP client",
    "cat:web": "web framework",
    "cat:data": "dataframes and data analysis",
    "cat:num": "numerical computing",
    "cat:ser": "serialization",
    "cat:cli": "command-line tooling",
    "cat:test": "testing",
    "cat:crypto": "cryptography",
    "cat:async": "async runtime",
    "cat:log": "logging",
    "cat:db": "database driver",
    "cat:viz": "plotting and visualisation",
}
ORGS = {
    # id: (name, headquarters city)
    "org:northwind": ("Northwind Labs", "Oslo"),
    "org:tidewater": ("Tidewater Software", "Halifax"),
    "org:kestrel": ("Kestrel Systems", "Zurich"),
    "org:openpine": ("OpenPine Foundation", "Portland"),
    "org:meridian": ("Meridian Analytics", "Bangalore"),
}
MAINTAINERS = {
    # id: (name, org or None)
    "user:ahollis": ("Amara Hollis", "org:northwind"),
    "user:bkovac": ("Branko Kovač", "org:kestrel"),
    "user:cwu": ("Chen Wu", "org:openpine"),
    "user:dfarouk": ("Dalia Farouk", "org:meridian"),
    "user:eosei": ("Ebo Osei", "org:tidewater"),
    "user:fnyberg": ("Frida Nyberg", "org:northwind"),
    "user:gpires": ("Gonçalo Pires", None),
    "user:hsato": ("Hiroshi Sato", "org:kestrel"),
    "user:imorrow": ("Iris Morrow", "org:openpine"),
    "user:jrahman": ("Jamil Rahman", "org:meridian"),
    "user:kbrandt": ("Katrin Brandt", None),
    "user:lmensah": ("Lydia Mensah", "org:tidewater"),
}
# Packages: id -> (name, language, licence, category, maintainers, dependencies)
PACKAGES = {
    "pkg:certbundle": ("certbundle", "lang:py", "lic:MPL-2.0", "cat:crypto", ["user:cwu"], []),
    "pkg:idnakit": ("idnakit", "lang:py", "lic:BSD-3", "cat:http", ["user:cwu"], []),
    "pkg:charsniff": ("charsniff", "lang:py", "lic:MIT", "cat:http", ["user:gpires"], []),
    "pkg:urlpool": (
        "urlpool",
        "lang:py",
        "lic:MIT",
        "cat:http",
        ["user:cwu", "user:imorrow"],
        ["pkg:certbundle"],
    ),
    "pkg:fetchly": (
        "fetchly",
        "lang:py",
        "lic:Apache-2.0",
        "cat:http",
        ["user:imorrow"],
        ["pkg:urlpool", "pkg:idnakit", "pkg:charsniff", "pkg:certbundle"],
    ),
    "pkg:arrowcore": ("arrowcore", "lang:c", "lic:BSD-3", "cat:num", ["user:dfarouk"], []),
    "pkg:numpad": (
        "numpad",
        "lang:py",
        "lic:BSD-3",
        "cat:num",
        ["user:dfarouk", "user:jrahman"],
        ["pkg:arrowcore"],
    ),
    "pkg:tzfacts": ("tzfacts", "lang:py", "lic:Apache-2.0", "cat:data", ["user:kbrandt"], []),
    "pkg:framekit": (
        "framekit",
        "lang:py",
        "lic:BSD-3",
        "cat:data",
        ["user:jrahman"],
        ["pkg:numpad", "pkg:tzfacts"],
    ),
    "pkg:plotwise": (
        "plotwise",
        "lang:py",
        "lic:BSD-3",
        "cat:viz",
        ["user:jrahman", "user:kbrandt"],
        ["pkg:numpad", "pkg:framekit"],
    ),
    "pkg:tomlette": ("tomlette", "lang:py", "lic:MIT", "cat:ser", ["user:gpires"], []),
    "pkg:yamlish": ("yamlish", "lang:py", "lic:MIT", "cat:ser", ["user:fnyberg"], []),
    "pkg:clickety": ("clickety", "lang:py", "lic:BSD-3", "cat:cli", ["user:ahollis"], []),
    "pkg:colorama-lite": ("colorama-lite", "lang:py", "lic:BSD-3", "cat:cli", ["user:ahollis"], []),
    "pkg:richtext": (
        "richtext",
        "lang:py",
        "lic:MIT",
        "cat:cli",
        ["user:fnyberg"],
        ["pkg:colorama-lite"],
    ),
    "pkg:testbed": (
        "testbed",
        "lang:py",
        "lic:MIT",
        "cat:test",
        ["user:eosei", "user:lmensah"],
        ["pkg:tomlette", "pkg:colorama-lite"],
    ),
    "pkg:mockery": ("mockery", "lang:py", "lic:MIT", "cat:test", ["user:lmensah"], ["pkg:testbed"]),
    "pkg:flaskish": (
        "flaskish",
        "lang:py",
        "lic:BSD-3",
        "cat:web",
        ["user:ahollis", "user:fnyberg"],
        ["pkg:clickety", "pkg:jinjo"],
    ),
    "pkg:jinjo": ("jinjo", "lang:py", "lic:BSD-3", "cat:web", ["user:ahollis"], []),
    "pkg:pgwire": (
        "pgwire",
        "lang:py",
        "lic:GPL-3.0",
        "cat:db",
        ["user:bkovac"],
        ["pkg:certbundle"],
    ),
    "pkg:logfmt-py": ("logfmt-py", "lang:py", "lic:ISC", "cat:log", ["user:kbrandt"], []),
    "pkg:expresso": (
        "expresso",
        "lang:js",
        "lic:MIT",
        "cat:web",
        ["user:eosei"],
        ["pkg:bodyparse", "pkg:debuglog"],
    ),
    "pkg:bodyparse": (
        "bodyparse",
        "lang:js",
        "lic:MIT",
        "cat:web",
        ["user:eosei"],
        ["pkg:debuglog"],
    ),
    "pkg:debuglog": ("debuglog", "lang:js", "lic:MIT", "cat:log", ["user:lmensah"], []),
    "pkg:axon": ("axon", "lang:ts", "lic:MIT", "cat:http", ["user:imorrow"], ["pkg:followhop"]),
    "pkg:followhop": (
        "followhop",
        "lang:js",
        "lic:MIT",
        "cat:http",
        ["user:imorrow"],
        ["pkg:debuglog"],
    ),
    "pkg:zodiac": ("zodiac", "lang:ts", "lic:MIT", "cat:ser", ["user:gpires"], []),
    "pkg:vitest-lite": (
        "vitest-lite",
        "lang:ts",
        "lic:MIT",
        "cat:test",
        ["user:lmensah"],
        ["pkg:zodiac"],
    ),
    "pkg:serdeer": ("serdeer", "lang:rs", "lic:Apache-2.0", "cat:ser", ["user:hsato"], []),
    "pkg:tokio-lite": (
        "tokio-lite",
        "lang:rs",
        "lic:MIT",
        "cat:async",
        ["user:hsato", "user:bkovac"],
        [],
    ),
    "pkg:hyperlink-rs": (
        "hyperlink-rs",
        "lang:rs",
        "lic:MIT",
        "cat:http",
        ["user:bkovac"],
        ["pkg:tokio-lite", "pkg:rustls-mini"],
    ),
    "pkg:rustls-mini": (
        "rustls-mini",
        "lang:rs",
        "lic:Apache-2.0",
        "cat:crypto",
        ["user:hsato"],
        ["pkg:ringcrypt"],
    ),
    "pkg:ringcrypt": ("ringcrypt", "lang:c", "lic:ISC", "cat:crypto", ["user:bkovac"], []),
    "pkg:clapper": ("clapper", "lang:rs", "lic:MIT", "cat:cli", ["user:hsato"], []),
    "pkg:sqlxx": (
        "sqlxx",
        "lang:rs",
        "lic:Apache-2.0",
        "cat:db",
        ["user:bkovac"],
        ["pkg:tokio-lite", "pkg:rustls-mini", "pkg:serdeer"],
    ),
    "pkg:gin-lite": ("gin-lite", "lang:go", "lic:MIT", "cat:web", ["user:cwu"], ["pkg:zaplog"]),
    "pkg:zaplog": ("zaplog", "lang:go", "lic:MIT", "cat:log", ["user:cwu"], []),
    "pkg:cobrago": (
        "cobrago",
        "lang:go",
        "lic:Apache-2.0",
        "cat:cli",
        ["user:dfarouk"],
        ["pkg:viperconf"],
    ),
    "pkg:viperconf": ("viperconf", "lang:go", "lic:MIT", "cat:ser", ["user:dfarouk"], []),
}
# Superseded packages: old -> replacement.
SUPERSEDED = {
    "pkg:colorama-lite": "pkg:richtext",
    "pkg:mockery": "pkg:testbed",
    "pkg:yamlish": "pkg:tomlette",
}

APP_WORDS = [
    "ledger",
    "atlas",
    "harbor",
    "quill",
    "beacon",
    "orbit",
    "canopy",
    "ember",
    "falcon",
    "glacier",
    "juniper",
    "lumen",
    "mosaic",
    "nimbus",
    "prairie",
    "quartz",
    "saffron",
    "tundra",
    "willow",
    "zephyr",
]
APP_KINDS = ["api", "worker", "dashboard", "sync", "bot", "cli"]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    triples: list[tuple[str, str, str]] = []
    names: dict[str, str] = {}
    for table in (LICENSES, LANGUAGES, CATEGORIES):
        names.update(table)
    cities: dict[str, str] = {}
    for oid, (name, city) in ORGS.items():
        names[oid] = name
        cid = "city:" + city.lower()
        cities[cid] = city
        triples.append((oid, "headquarteredIn", cid))
    names.update(cities)
    for uid, (name, org) in MAINTAINERS.items():
        names[uid] = name
        if org is not None:
            triples.append((uid, "worksFor", org))
    years = {f"year:{y}": str(y) for y in range(2016, 2027)}
    names.update(years)
    for pid, (name, lang, lic, cat, people, deps) in PACKAGES.items():
        names[pid] = name
        triples += [
            (pid, "writtenIn", lang),
            (pid, "licensedUnder", lic),
            (pid, "category", cat),
        ]
        triples += [(pid, "maintainedBy", u) for u in people]
        triples += [(pid, "depends on", d) for d in deps]
    for old, new in SUPERSEDED.items():
        triples.append((old, "supersededBy", new))

    # In-house applications of the five organisations, each depending on a few libraries of
    # its language; their names are word-kind pairs (no repeats).
    by_lang: dict[str, list[str]] = {}
    for pid, (_, lang, *_rest) in PACKAGES.items():
        by_lang.setdefault(lang, []).append(pid)
    pairs = [(w, k) for w in APP_WORDS for k in APP_KINDS]
    rng.shuffle(pairs)
    people = sorted(MAINTAINERS)
    for word, kind in pairs[:45]:
        pid = f"pkg:{word}-{kind}"
        names[pid] = f"{word}-{kind}"
        lang = rng.choice(["lang:py", "lang:py", "lang:ts", "lang:go", "lang:rs"])
        libraries = by_lang.get(lang, []) + (by_lang["lang:js"] if lang == "lang:ts" else [])
        triples += [
            (pid, "writtenIn", lang),
            (pid, "licensedUnder", rng.choice(["lic:MIT", "lic:Apache-2.0", "lic:GPL-3.0"])),
            (pid, "maintainedBy", rng.choice(people)),
        ]
        triples += [(pid, "depends on", d) for d in rng.sample(libraries, rng.randint(1, 3))]

    # Release history: 1-4 versions per package, each released in a year.
    for pid in sorted(p for p in names if p.startswith("pkg:")):
        major = rng.randint(0, 3)
        minor = rng.randint(0, 12)
        year = rng.randint(2016, 2022)
        for _ in range(rng.randint(1, 4)):
            version = f"{major}.{minor}.{rng.randint(0, 9)}"
            vid = f"ver:{names[pid]}@{version}"
            if vid in names:
                continue
            names[vid] = f"{names[pid]} {version}"
            triples += [(pid, "hasRelease", vid), (vid, "releasedIn", f"year:{year}")]
            minor += rng.randint(1, 4)
            year = min(2026, year + rng.randint(0, 2))
    return triples, names


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
