"""Build the `libraries` KGQA graph: triples.tsv and entities.tsv (with a types column).

A fictional county library world: counties and their towns, public libraries (the town they
stand in, the library system they belong to, their head librarian, the special collections
they hold, the libraries they swap inter-library loans with), library systems (who funds
them, the record office they deposit their records in), head librarians (library school,
the librarian who held their post before them, the library they worked at before), and the
special collections (the donor who gave each, what it is about, where its donor lives).
Every name and fact is invented. Counties, towns, systems, funders, record offices, library
schools, sixteen libraries, sixteen librarians, twenty collections and twelve donors are
written by hand below; a seeded generator adds filler towns, libraries, librarians,
collections and donors. Re-running the script rewrites the same files.

    python benchmarks/kgqa/libraries/make_graph.py

The script is self-contained (it does not import the sets' shared helpers).
"""

from __future__ import annotations

import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = 4187
ID_FORMAT = "sy%{:04d}"

# Relation labels, deliberately in styles no other set uses.
MEMBER = "lib:memberOf"  # library -> library system
HEAD = "Head-Librarian"  # library -> librarian
TRAINED = "trained-at"  # librarian -> library school
HOLDS = "holds/collection"  # library -> special collection
GIFT = "GiftedBy"  # collection -> donor
SUBJECT = "dc:subject"  # collection -> subject
LOCATED = "located::town"  # library, library school, record office -> town
COUNTY = "InCounty"  # town -> county
ILL = "ill.partner"  # library -> library it swaps inter-library loans with
PRED = "PREDECESSOR"  # librarian -> librarian who held the post before
DEPOSIT = "deposits-in"  # library system -> record office (archive)
FUNDER = "http://lib.example.org/terms#fundingBody"  # library system -> funder
RESIDES = "residence"  # donor -> town
PREV = "PrevPost"  # librarian -> library they worked at before

TYPES = {
    "county": "county",
    "town": "town",
    "system": "library system",
    "funder": "funding body",
    "archive": "record office",
    "school": "library school",
    "library": "library",
    "librarian": "librarian",
    "collection": "collection",
    "donor": "donor",
    "subject": "subject",
}

# Towns: name -> county
TOWNS = {
    "Ashcombe": "Harrowmere",
    "Wrenfield": "Harrowmere",
    "Stoke Amberley": "Harrowmere",
    "Pellingford": "Harrowmere",
    "Quarrydale": "Wendleshire",
    "Tillbridge": "Wendleshire",
    "Marlow Fen": "Wendleshire",
    "Kettleby": "Wendleshire",
    "Colbury": "Colbury Downs",
    "Hensmoor": "Colbury Downs",
    "Larkhollow": "Colbury Downs",
    "Brackenridge": "Colbury Downs",
    "Oxley Marsh": "Ostvale",
    "Fennick": "Ostvale",
    "Saltmere": "Ostvale",
    "Dunholt": "Ostvale",
    "Redfern": "Redfern Hundred",
    "Gorsley": "Redfern Hundred",
    "Cawthorne": "Redfern Hundred",
    "Elmstead Cross": "Redfern Hundred",
}
COUNTIES = ["Harrowmere", "Wendleshire", "Colbury Downs", "Ostvale", "Redfern Hundred"]
# Funding bodies
FUNDERS = [
    "Harrowmere County Council",
    "Wendleshire Unitary Authority",
    "Colbury Borough Council",
    "Ostvale District Council",
    "Redfern Civic Trust",
]
# Record offices (archives): name -> town
ARCHIVES = {
    "Harrowmere Record Office": "Pellingford",
    "Wendleshire Archives Centre": "Tillbridge",
    "Colbury Muniment Room": "Colbury",
    "Ostvale Heritage Archive": "Saltmere",
}
# Library systems: name -> (funders, record offices)
SYSTEMS = {
    "Harrowmere Libraries": (["Harrowmere County Council"], ["Harrowmere Record Office"]),
    "Wendle Link": (["Wendleshire Unitary Authority"], ["Wendleshire Archives Centre"]),
    "Colbury Reads": (
        ["Colbury Borough Council", "Redfern Civic Trust"],
        ["Colbury Muniment Room"],
    ),
    "Ostvale Library Service": (["Ostvale District Council"], ["Ostvale Heritage Archive"]),
    "Redfern Community Libraries": (
        ["Redfern Civic Trust"],
        ["Colbury Muniment Room", "Harrowmere Record Office"],
    ),
    "Fenland Mobile Libraries": (
        ["Wendleshire Unitary Authority", "Ostvale District Council"],
        ["Wendleshire Archives Centre"],
    ),
}
# Library schools: name -> town
SCHOOLS = {
    "Pellingford School of Librarianship": "Pellingford",
    "Quarrydale Institute of Information Studies": "Quarrydale",
    "Hensmoor College": "Hensmoor",
    "Saltmere University Library School": "Saltmere",
}
# Subjects
SUBJECTS = [
    "local history",
    "railways",
    "botany",
    "maritime charts",
    "folk music",
    "children's books",
    "cookery",
    "military history",
    "astronomy",
    "dialect and place-names",
    "photography",
    "beekeeping manuals",
]
# Donors: name -> town they live in
DONORS = {
    "Agatha Pennyworth": "Ashcombe",
    "Cyril Oddingley": "Tillbridge",
    "Margery Fairclough": "Colbury",
    "Rupert Vane-Tempest": "Stoke Amberley",
    "Edith Loveday": "Saltmere",
    "Horace Blenkinsop": "Quarrydale",
    "Winifred Ashdown": "Redfern",
    "Lionel Cattermole": "Hensmoor",
    "the Garside family": "Oxley Marsh",
    "Beatrix Hollins": "Cawthorne",
    "Gideon Marchbanks": "Kettleby",
    "Philippa Stroud": "Dunholt",
}
# Collections: name -> (donor or None, subjects)
COLLECTIONS = {
    "Pennyworth Bequest": ("Agatha Pennyworth", ["local history", "photography"]),
    "Oddingley Railway Papers": ("Cyril Oddingley", ["railways"]),
    "Fairclough Herbarium Library": ("Margery Fairclough", ["botany"]),
    "Vane-Tempest Chart Room": ("Rupert Vane-Tempest", ["maritime charts", "military history"]),
    "Loveday Song Archive": ("Edith Loveday", ["folk music", "dialect and place-names"]),
    "Blenkinsop Star Atlases": ("Horace Blenkinsop", ["astronomy"]),
    "Ashdown Nursery Shelf": ("Winifred Ashdown", ["children's books"]),
    "Cattermole Regimental Library": ("Lionel Cattermole", ["military history"]),
    "Garside Kitchen Books": ("the Garside family", ["cookery"]),
    "Hollins Picture Books": ("Beatrix Hollins", ["children's books", "photography"]),
    "Marchbanks Apiary Tracts": ("Gideon Marchbanks", ["beekeeping manuals", "botany"]),
    "Stroud Fen Dialect Cards": ("Philippa Stroud", ["dialect and place-names"]),
    "Ashcombe Parish Maps": (None, ["local history"]),
    "Tillbridge Canal Ledgers": ("Cyril Oddingley", ["local history", "railways"]),
    "Quarrydale Observatory Notes": ("Horace Blenkinsop", ["astronomy", "photography"]),
    "Redfern Hundred Rolls": (None, ["local history", "dialect and place-names"]),
    "Saltmere Harbour Charts": ("Edith Loveday", ["maritime charts"]),
    "Hensmoor Garden Seed Lists": ("Lionel Cattermole", ["botany"]),
    "Colbury Broadside Ballads": ("Margery Fairclough", ["folk music"]),
    "Kettleby Honey Show Programmes": (None, ["beekeeping manuals"]),
}
# Libraries: name -> (town, system, head librarian, collections, inter-library loan partners)
LIBRARIES = {
    "Ashcombe Central Library": (
        "Ashcombe",
        "Harrowmere Libraries",
        "Miriam Thackeray",
        ["Pennyworth Bequest", "Ashcombe Parish Maps"],
        ["Pellingford Library", "Colbury Library and Reading Room"],
    ),
    "Pellingford Library": (
        "Pellingford",
        "Harrowmere Libraries",
        "Oswin Pargeter",
        ["Vane-Tempest Chart Room"],
        ["Ashcombe Central Library"],
    ),
    "Wrenfield Branch Library": (
        "Wrenfield",
        "Harrowmere Libraries",
        "Dora Kimble",
        [],
        ["Ashcombe Central Library", "Stoke Amberley Library"],
    ),
    "Stoke Amberley Library": (
        "Stoke Amberley",
        "Harrowmere Libraries",
        "Ruth Ellingham",
        ["Hollins Picture Books"],
        [],
    ),
    "Tillbridge Library": (
        "Tillbridge",
        "Wendle Link",
        "Ambrose Quill",
        ["Oddingley Railway Papers", "Tillbridge Canal Ledgers"],
        ["Quarrydale Library", "Saltmere Free Library"],
    ),
    "Quarrydale Library": (
        "Quarrydale",
        "Wendle Link",
        "Hester Mallory",
        ["Blenkinsop Star Atlases", "Quarrydale Observatory Notes"],
        ["Tillbridge Library"],
    ),
    "Kettleby Library": (
        "Kettleby",
        "Wendle Link",
        "Norbert Aske",
        ["Marchbanks Apiary Tracts", "Kettleby Honey Show Programmes"],
        ["Tillbridge Library", "Marlow Fen Book Boat"],
    ),
    "Marlow Fen Book Boat": (
        "Marlow Fen",
        "Fenland Mobile Libraries",
        "Ivy Coldstream",
        [],
        ["Kettleby Library"],
    ),
    "Colbury Library and Reading Room": (
        "Colbury",
        "Colbury Reads",
        "Cedric Holloway",
        ["Fairclough Herbarium Library", "Colbury Broadside Ballads"],
        ["Ashcombe Central Library", "Hensmoor Library"],
    ),
    "Hensmoor Library": (
        "Hensmoor",
        "Colbury Reads",
        "Leticia Varga",
        ["Cattermole Regimental Library", "Hensmoor Garden Seed Lists"],
        ["Colbury Library and Reading Room"],
    ),
    "Larkhollow Library": (
        "Larkhollow",
        "Colbury Reads",
        "Dora Kimble",
        [],
        ["Hensmoor Library"],
    ),
    "Saltmere Free Library": (
        "Saltmere",
        "Ostvale Library Service",
        "Tobias Wren",
        ["Loveday Song Archive", "Saltmere Harbour Charts"],
        ["Tillbridge Library", "Fennick Library"],
    ),
    "Fennick Library": (
        "Fennick",
        "Ostvale Library Service",
        "Grace Penhallow",
        ["Stroud Fen Dialect Cards"],
        ["Saltmere Free Library"],
    ),
    "Oxley Marsh Library": (
        "Oxley Marsh",
        "Fenland Mobile Libraries",
        "Ivy Coldstream",
        ["Garside Kitchen Books"],
        ["Fennick Library", "Marlow Fen Book Boat"],
    ),
    "Redfern Library": (
        "Redfern",
        "Redfern Community Libraries",
        "Simeon Ashby",
        ["Ashdown Nursery Shelf", "Redfern Hundred Rolls"],
        ["Cawthorne Village Library", "Colbury Library and Reading Room"],
    ),
    "Cawthorne Village Library": (
        "Cawthorne",
        "Redfern Community Libraries",
        "Ursula Flint",
        [],
        ["Redfern Library"],
    ),
}
# Librarians: name -> (library school, predecessor or None, library worked at before or None)
LIBRARIANS = {
    "Miriam Thackeray": (
        "Pellingford School of Librarianship",
        "Oswin Pargeter",
        "Pellingford Library",
    ),
    "Oswin Pargeter": ("Pellingford School of Librarianship", None, None),
    "Dora Kimble": ("Hensmoor College", "Cedric Holloway", "Colbury Library and Reading Room"),
    "Ruth Ellingham": ("Quarrydale Institute of Information Studies", "Miriam Thackeray", None),
    "Ambrose Quill": (
        "Quarrydale Institute of Information Studies",
        "Hester Mallory",
        "Quarrydale Library",
    ),
    "Hester Mallory": ("Saltmere University Library School", None, "Saltmere Free Library"),
    "Norbert Aske": (
        "Quarrydale Institute of Information Studies",
        "Ambrose Quill",
        "Tillbridge Library",
    ),
    "Ivy Coldstream": ("Saltmere University Library School", "Tobias Wren", "Fennick Library"),
    "Cedric Holloway": ("Hensmoor College", "Simeon Ashby", "Redfern Library"),
    "Leticia Varga": (
        "Pellingford School of Librarianship",
        "Cedric Holloway",
        "Ashcombe Central Library",
    ),
    "Tobias Wren": ("Saltmere University Library School", "Grace Penhallow", None),
    "Grace Penhallow": ("Hensmoor College", None, "Oxley Marsh Library"),
    "Simeon Ashby": ("Pellingford School of Librarianship", None, None),
    "Ursula Flint": ("Hensmoor College", "Simeon Ashby", "Redfern Library"),
}

FILLER_TOWNS = ["Abbots Leigh", "Barnwick", "Chillerton", "Dapplemere", "Eastry Cross"]
FILLER_TOWNS += ["Fosswick", "Grindle", "Holloway Green", "Inchmere", "Jessop's End"]
FILLER_TOWNS += ["Kirkby Wold", "Lowther Bridge"]
FILLER_FIRST = ["Alma", "Bernard", "Clemency", "Desmond", "Evelyn", "Felix", "Gwendolyn"]
FILLER_FIRST += ["Hugo", "Imogen", "Jasper", "Kitty", "Lucian", "Mabel", "Nigel", "Olive"]
FILLER_FIRST += ["Percival", "Rosamund", "Stanley", "Thea", "Vernon"]
FILLER_LAST = ["Abernethy", "Birtwistle", "Crowther", "Dimmock", "Earnshaw", "Foxcroft"]
FILLER_LAST += ["Gaunt", "Haverstock", "Ingleby", "Jowett", "Kershaw", "Lumb", "Mottram"]
FILLER_LAST += ["Nettleship", "Ormerod", "Pickles", "Rushworth", "Sowerby", "Tattersall"]
FILLER_KINDS = ["Library", "Branch Library", "Community Library", "Reading Room"]
FILLER_COLL_KINDS = ["Papers", "Scrapbooks", "Pamphlets", "Letters", "Map Chest", "Almanacs"]
N_FILLER_LIBRARIES = 58
N_FILLER_COLLECTIONS = 62
N_FILLER_DONORS = 26


def unique_names(rng: random.Random, pool: list[str], n: int, taken: set[str]) -> list[str]:
    """n names drawn from pool without repeats and outside taken (which grows)."""
    out: list[str] = []
    for name in rng.sample(pool, len(pool)):
        if name not in taken:
            taken.add(name)
            out.append(name)
            if len(out) == n:
                return out
    raise ValueError("name pool too small")


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    kind_of: dict[str, str] = {}

    def ent(kind: str, name: str) -> str:
        if kind_of.setdefault(name, kind) != kind:
            raise ValueError(f"{name!r} is both {kind_of[name]} and {kind}")
        return name

    for name, county in TOWNS.items():
        facts.append((ent("town", name), COUNTY, ent("county", county)))
    for name, place in ARCHIVES.items():
        facts.append((ent("archive", name), LOCATED, ent("town", place)))
    for name, (funders, archives) in SYSTEMS.items():
        facts += [(ent("system", name), FUNDER, ent("funder", f)) for f in funders]
        facts += [(ent("system", name), DEPOSIT, ent("archive", a)) for a in archives]
    for name, place in SCHOOLS.items():
        facts.append((ent("school", name), LOCATED, ent("town", place)))
    for name, place in DONORS.items():
        facts.append((ent("donor", name), RESIDES, ent("town", place)))
    for name, (donor, subjects) in COLLECTIONS.items():
        if donor:
            facts.append((ent("collection", name), GIFT, ent("donor", donor)))
        facts += [(ent("collection", name), SUBJECT, ent("subject", s)) for s in subjects]
    for name, (place, system, head, colls, partners) in LIBRARIES.items():
        facts += [
            (ent("library", name), LOCATED, ent("town", place)),
            (ent("library", name), MEMBER, ent("system", system)),
            (ent("library", name), HEAD, ent("librarian", head)),
        ]
        facts += [(name, HOLDS, ent("collection", c)) for c in colls]
        facts += [(name, ILL, ent("library", p)) for p in partners]
    for name, (school, pred, prev) in LIBRARIANS.items():
        facts.append((ent("librarian", name), TRAINED, ent("school", school)))
        if pred:
            facts.append((name, PRED, ent("librarian", pred)))
        if prev:
            facts.append((name, PREV, ent("library", prev)))

    # Filler towns, spread over the counties.
    for name in FILLER_TOWNS:
        facts.append((ent("town", name), COUNTY, ent("county", rng.choice(COUNTIES))))
    all_towns = [*TOWNS, *FILLER_TOWNS]

    taken = set(kind_of)
    people = [f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST]
    # Filler donors living in any town.
    filler_donors = unique_names(rng, people, N_FILLER_DONORS, taken)
    for name in filler_donors:
        facts.append((ent("donor", name), RESIDES, ent("town", rng.choice(all_towns))))
    all_donors = [*DONORS, *filler_donors]
    # Filler collections named after their donor (or a town), one or two subjects.
    filler_colls: list[str] = []
    while len(filler_colls) < N_FILLER_COLLECTIONS:
        donor = rng.choice(all_donors) if rng.random() < 0.8 else None
        stem = donor.removesuffix(" family").split()[-1] if donor else rng.choice(all_towns)
        name = f"{stem} {rng.choice(FILLER_COLL_KINDS)}"
        if name in taken:
            continue
        taken.add(name)
        filler_colls.append(name)
        if donor:
            facts.append((ent("collection", name), GIFT, ent("donor", donor)))
        for s in rng.sample(SUBJECTS, rng.choice([1, 1, 2])):
            facts.append((ent("collection", name), SUBJECT, ent("subject", s)))
    # Filler libraries: a town, a system, a new head librarian, now and then collections and
    # loan partners among the hand-written libraries.
    filler_heads = unique_names(rng, people, N_FILLER_LIBRARIES, taken)
    schools = sorted(SCHOOLS)
    libs = sorted(LIBRARIES)
    systems = sorted(SYSTEMS)
    colls = list(filler_colls)
    rng.shuffle(colls)
    filler_libs: list[str] = []
    while len(filler_libs) < N_FILLER_LIBRARIES:
        place = rng.choice(all_towns)
        name = f"{place} {rng.choice(FILLER_KINDS)}"
        if name in taken:
            continue
        taken.add(name)
        filler_libs.append(name)
    for name, head in zip(filler_libs, filler_heads, strict=True):
        town = next(t for t in all_towns if name.startswith(t + " "))
        facts += [
            (ent("library", name), LOCATED, ent("town", town)),
            (name, MEMBER, ent("system", rng.choice(systems))),
            (name, HEAD, ent("librarian", head)),
            (head, TRAINED, ent("school", rng.choice(schools))),
        ]
        for _ in range(rng.choice([0, 1, 1, 1, 2])):
            if colls:
                facts.append((name, HOLDS, ent("collection", colls.pop())))
        for p in rng.sample(libs, rng.choice([0, 1, 1, 2])):
            facts.append((name, ILL, p))
        if rng.random() < 0.35:
            facts.append((head, PREV, rng.choice(libs)))
        if rng.random() < 0.2:
            facts.append((head, PRED, rng.choice(sorted(LIBRARIANS))))
    # Collections left over go to filler libraries.
    for c in colls:
        facts.append((rng.choice(filler_libs), HOLDS, c))

    return opaque(facts, kind_of, rng)


def opaque(
    facts: list[tuple[str, str, str]], kind_of: dict[str, str], rng: random.Random
) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """Replace names by opaque ids; entities map id -> 'name<TAB>type'."""
    if len(set(facts)) != len(facts):
        raise ValueError("duplicate triple")
    names = sorted(kind_of)
    numbers = rng.sample(range(10000), len(names))
    ids = {n: ID_FORMAT.format(k) for n, k in zip(names, numbers, strict=True)}
    triples = [(ids[h], r, ids[t]) for h, r, t in facts]
    entities = {ids[n]: f"{n}\t{TYPES[kind_of[n]]}" for n in names}
    return triples, entities


def write(
    triples: list[tuple[str, str, str]], entities: dict[str, str], folder: Path = HERE
) -> None:
    lines = ["head\trelation\ttail"] + ["\t".join(t) for t in triples]
    (folder / "triples.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    rows = sorted(entities.items(), key=lambda kv: kv[1].lower())
    lines = ["id\tname\ttypes"] + [f"{i}\t{v}" for i, v in rows]
    (folder / "entities.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write(*build())
