"""Build the `academia` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional research community: venues and their yearly editions (with host cities),
institutions and their countries, researchers with affiliations and PhD advisors, papers
with authors, topics, venues, citations and awards. The venues, institutions, topics, the
senior researchers and the twenty-four papers the questions ask about are written by hand
below (all invented); more researchers and ~120 further papers (titles assembled from
hand-written parts, authors, topics, citations) are drawn with a fixed seed. Re-running
the script rewrites the same files.

    python benchmarks/kgqa/academia/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import write_set  # noqa: E402

SEED = 31

COUNTRIES = {
    "C-us": "United States",
    "C-uk": "United Kingdom",
    "C-de": "Germany",
    "C-cn": "China",
    "C-ch": "Switzerland",
    "C-ca": "Canada",
    "C-sg": "Singapore",
}
INSTITUTIONS = {
    # id: (name, country)
    "I-01": ("Halden University", "C-us"),
    "I-02": ("Institute of Computing, Northbridge", "C-uk"),
    "I-03": ("Technical University of Lindau", "C-de"),
    "I-04": ("Eastlake University", "C-cn"),
    "I-05": ("Federal Polytechnic of Aarberg", "C-ch"),
    "I-06": ("University of Port Alder", "C-ca"),
    "I-07": ("Straits Institute of Technology", "C-sg"),
    "I-08": ("Mirelle Research Lab", "C-us"),
}
SERIES = {
    "V-acl": "Annual Meeting of the Association for Computational Linguistics (ACL)",
    "V-neurips": "Conference on Neural Information Processing Systems (NeurIPS)",
    "V-sigmod": "ACM SIGMOD Conference",
    "V-vldb": "VLDB Conference",
    "V-kdd": "ACM SIGKDD Conference (KDD)",
}
EDITIONS = {
    # id: (name, series, host city)
    "V-acl-2022": ("ACL 2022", "V-acl", "Dublin"),
    "V-acl-2023": ("ACL 2023", "V-acl", "Toronto"),
    "V-acl-2024": ("ACL 2024", "V-acl", "Bangkok"),
    "V-neurips-2022": ("NeurIPS 2022", "V-neurips", "New Orleans"),
    "V-neurips-2023": ("NeurIPS 2023", "V-neurips", "New Orleans"),
    "V-neurips-2024": ("NeurIPS 2024", "V-neurips", "Vancouver"),
    "V-sigmod-2023": ("SIGMOD 2023", "V-sigmod", "Seattle"),
    "V-sigmod-2024": ("SIGMOD 2024", "V-sigmod", "Santiago"),
    "V-vldb-2023": ("VLDB 2023", "V-vldb", "Vancouver"),
    "V-vldb-2024": ("VLDB 2024", "V-vldb", "Guangzhou"),
    "V-kdd-2023": ("KDD 2023", "V-kdd", "Long Beach"),
    "V-kdd-2024": ("KDD 2024", "V-kdd", "Barcelona"),
}
TOPICS = {
    "T-01": "retrieval-augmented generation",
    "T-02": "knowledge graphs",
    "T-03": "question answering",
    "T-04": "query optimization",
    "T-05": "vector databases",
    "T-06": "graph neural networks",
    "T-07": "machine translation",
    "T-08": "reinforcement learning",
    "T-09": "federated learning",
    "T-10": "time-series forecasting",
    "T-11": "entity linking",
    "T-12": "learned indexes",
}
AWARDS = {
    "AW-best": "best paper award",
    "AW-test": "test-of-time award",
    "AW-demo": "best demo award",
}
# Senior researchers: id -> (name, institution, advisor or None)
SENIORS = {
    "A-001": ("Miriam Castellanos", "I-01", None),
    "A-002": ("Oskar Lindgren", "I-03", None),
    "A-003": ("Wen-Li Zhou", "I-04", None),
    "A-004": ("Priyanka Raman", "I-02", "A-001"),
    "A-005": ("Jonah Whitfield", "I-06", None),
    "A-006": ("Ayesha Karim", "I-07", "A-003"),
    "A-007": ("Florian Brunner", "I-05", "A-002"),
    "A-008": ("Grace Adebayo", "I-08", "A-001"),
    "A-009": ("Tobias Keller", "I-05", None),
    "A-010": ("Lucía Herrera", "I-01", "A-005"),
}
# Papers the questions ask about: id -> (title, edition, authors, topics, cites, award)
PAPERS = {
    "W101": (
        "PathFinder: Relational Paths for Multi-Hop Question Answering",
        "V-acl-2023",
        ["A-001", "A-010"],
        ["T-03", "T-02"],
        [],
        None,
    ),
    "W102": (
        "Grounding Retrieval-Augmented Generation in Knowledge Graphs",
        "V-acl-2024",
        ["A-004", "A-001"],
        ["T-01", "T-02"],
        ["W101", "W105"],
        "AW-best",
    ),
    "W103": (
        "Typed Reachability Indexes for Large Graphs",
        "V-vldb-2023",
        ["A-002", "A-007"],
        ["T-02", "T-12"],
        [],
        None,
    ),
    "W104": (
        "Learned Cardinality Estimation Without Regret",
        "V-sigmod-2023",
        ["A-009", "A-007"],
        ["T-04"],
        [],
        "AW-best",
    ),
    "W105": (
        "Entity Linking at Web Scale with Sparse Retrieval",
        "V-acl-2022",
        ["A-005"],
        ["T-11"],
        [],
        None,
    ),
    "W106": (
        "HNSW Graphs Under Updates",
        "V-sigmod-2024",
        ["A-003", "A-006"],
        ["T-05"],
        ["W103"],
        None,
    ),
    "W107": (
        "Federated Forecasting for Energy Grids",
        "V-kdd-2023",
        ["A-006"],
        ["T-09", "T-10"],
        [],
        None,
    ),
    "W108": (
        "Message Passing over Heterogeneous Schemas",
        "V-neurips-2022",
        ["A-003"],
        ["T-06", "T-02"],
        [],
        None,
    ),
    "W109": (
        "Reward Models for Tool-Using Agents",
        "V-neurips-2024",
        ["A-008", "A-010"],
        ["T-08", "T-01"],
        ["W102"],
        None,
    ),
    "W110": (
        "Low-Resource Translation with Retrieval",
        "V-acl-2023",
        ["A-004"],
        ["T-07", "T-01"],
        ["W105"],
        None,
    ),
    "W111": (
        "Vector Search Inside the Query Optimizer",
        "V-vldb-2024",
        ["A-002", "A-009"],
        ["T-05", "T-04"],
        ["W104", "W106"],
        None,
    ),
    "W112": (
        "Benchmarking Knowledge Graph Question Answering Beyond Movies",
        "V-acl-2024",
        ["A-010", "A-005"],
        ["T-03", "T-02"],
        ["W101", "W108"],
        "AW-demo",
    ),
}

WORDS_A = [
    "Scalable",
    "Robust",
    "Efficient",
    "Adaptive",
    "Private",
    "Sparse",
    "Incremental",
    "Faithful",
    "Streaming",
    "Compositional",
]
WORDS_B = [
    "Retrieval",
    "Graph Learning",
    "Query Processing",
    "Entity Resolution",
    "Forecasting",
    "Indexing",
    "Translation",
    "Policy Learning",
    "Question Answering",
    "Embedding Search",
]
WORDS_C = [
    "for Scientific Text",
    "over Data Lakes",
    "with Weak Supervision",
    "at Low Latency",
    "in the Wild",
    "for Tabular Data",
    "under Distribution Shift",
    "on Commodity Hardware",
]
TOPIC_OF_B = {
    "Retrieval": "T-01",
    "Graph Learning": "T-06",
    "Query Processing": "T-04",
    "Entity Resolution": "T-11",
    "Forecasting": "T-10",
    "Indexing": "T-12",
    "Translation": "T-07",
    "Policy Learning": "T-08",
    "Question Answering": "T-03",
    "Embedding Search": "T-05",
}
GIVEN = [
    "Ana",
    "Bilal",
    "Chen",
    "Dara",
    "Eitan",
    "Farida",
    "Gustav",
    "Hana",
    "Ikenna",
    "Jia",
    "Kirra",
    "Lev",
    "Maren",
    "Nikhil",
    "Olu",
    "Petra",
    "Quentin",
    "Rosa",
    "Sami",
    "Tuva",
    "Umar",
    "Vera",
    "Wiremu",
    "Ximena",
    "Yusra",
    "Zeno",
]
FAMILY = [
    "Abara",
    "Bergstrom",
    "Cho",
    "Duarte",
    "Eklund",
    "Fontaine",
    "Gupta",
    "Halvorsen",
    "Ishikawa",
    "Jovanovic",
    "Kowalski",
    "Liang",
    "Mbeki",
    "Novak",
    "Okafor",
    "Petrakis",
    "Quispe",
    "Rahimi",
    "Sandoval",
    "Tanaka",
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    triples: list[tuple[str, str, str]] = []
    names: dict[str, str] = {}
    for table in (COUNTRIES, SERIES, TOPICS, AWARDS):
        names.update(table)
    for iid, (name, country) in INSTITUTIONS.items():
        names[iid] = name
        triples.append((iid, "country", country))
    cities: dict[str, str] = {}
    for eid, (name, series, city) in EDITIONS.items():
        names[eid] = name
        cid = "L-" + city.lower().replace(" ", "-")
        cities[cid] = city
        triples += [(eid, "edition_of", series), (eid, "held_in", cid)]
    names.update(cities)
    for aid, (name, inst, advisor) in SENIORS.items():
        names[aid] = name
        triples.append((aid, "affiliation", inst))
        if advisor:
            triples.append((aid, "phd advisor", advisor))
    for wid, (title, edition, authors, topics, cites, award) in PAPERS.items():
        names[wid] = title
        triples.append((wid, "published in", edition))
        triples += [(wid, "authoredBy", a) for a in authors]
        triples += [(wid, "about", t) for t in topics]
        triples += [(wid, "cites", c) for c in cites]
        if award:
            triples.append((wid, "won", award))

    # PhD students of the senior researchers, at their advisor's institution or elsewhere.
    students: list[str] = []
    used = {n for n in names.values()}
    for number in range(11, 51):
        while True:
            name = f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}"
            if name not in used:
                used.add(name)
                break
        aid = f"A-{number:03d}"
        names[aid] = name
        advisor = rng.choice(sorted(SENIORS))
        inst = SENIORS[advisor][1] if rng.random() < 0.75 else rng.choice(sorted(INSTITUTIONS))
        triples += [(aid, "affiliation", inst), (aid, "phd advisor", advisor)]
        students.append(aid)

    # Further papers: a student with their advisor (and sometimes a third author).
    editions = sorted(EDITIONS)
    papers = sorted(PAPERS)
    titles = {t for t, *_ in PAPERS.values()}
    for number in range(201, 321):
        while True:
            b = rng.choice(WORDS_B)
            title = f"{rng.choice(WORDS_A)} {b} {rng.choice(WORDS_C)}"
            if title not in titles:
                titles.add(title)
                break
        wid = f"W{number}"
        names[wid] = title
        student = rng.choice(students)
        advisor = next(t for h, r, t in triples if h == student and r == "phd advisor")
        authors = [student, advisor]
        if rng.random() < 0.3:
            authors.append(rng.choice([s for s in students if s != student]))
        triples.append((wid, "published in", rng.choice(editions)))
        triples += [(wid, "authoredBy", a) for a in authors]
        triples.append((wid, "about", TOPIC_OF_B[b]))
        for cited in rng.sample(papers, rng.randint(0, 3)):
            triples.append((wid, "cites", cited))
        papers.append(wid)
    return triples, names


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
