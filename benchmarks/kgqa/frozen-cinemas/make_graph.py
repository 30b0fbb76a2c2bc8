"""Write the frozen-cinemas KGQA set (LARGE): cinemas, their screens, staff, films and patrons.

Run: python benchmarks/kgqa/frozen-cinemas/make_graph.py

Cinemas (town, operating chain, general manager, duty managers, projectionists, screens, films
showing, film clubs and festivals they host), chains (head office, parent company, chief
executive, area managers), screens (cinema, projector, sound system), equipment makers'
countries, films (director, distributor, genre, certificate, cast), distributors' head
offices, projectionists (who trained them, home town), film clubs (town, chair, cinema they
screen at, members), festivals (town, director, venues, films programmed), about a thousand
patrons (loyalty cinema, home town, clubs, films seen), towns, regions. A types column says
each entity's broad type (person, cinema, film, ...). Entities are built by key
(``kind/number``) because many share a name; the questions are written by template (one
hand-written wording each) and filled with an entity drawn with the seed, and every answer is
computed from the question's path.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import write_set  # noqa: E402

SEED = 6602
F, B = "->", "<-"
Fact = tuple[str, str, str]

REGIONS = ["Northvale", "South Harrow Downs", "the Lowmarch", "Eastwick Coast", "Penrhyn"]
TOWN_A = "Castle Red Ox Ches Tal Wyn Bel Grant Hol Pen Ayr Strat Bram Tre Sel Wick Ing Lyd"
TOWN_B = "bury ford mouth ham ton cester bridge wick hope ley field dale"
FIRST = [
    "Maria",
    "John",
    "Sarah",
    "Peter",
    "Emily",
    "Tom",
    "Anjali",
    "Yasmin",
    "Omar",
    "Chloe",
    "Daniel",
    "Alice",
    "Liam",
    "Sofia",
    "Ben",
    "Iris",
    "Ravi",
    "Zainab",
    "Jack",
    "Freya",
    "Noah",
    "Ama",
    "Ryan",
    "Lucy",
    "Hassan",
    "Megan",
    "Sam",
    "Leah",
    "Adam",
    "Nina",
    "Joe",
    "Holly",
    "Kwame",
    "Ruth",
    "Paul",
    "Layla",
    "Dan",
    "Anna",
    "Mark",
    "Tariq",
    "Kate",
    "Ivan",
    "Jade",
    "Luke",
    "Mei",
    "Owen",
    "Rosa",
    "Eli",
]
LAST = [
    "Lopez",
    "Smith",
    "Patel",
    "Khan",
    "Jones",
    "Brown",
    "Taylor",
    "Evans",
    "Wilson",
    "Ahmed",
    "Clarke",
    "Walker",
    "Wright",
    "Hughes",
    "Green",
    "Hall",
    "Wood",
    "Turner",
    "Murphy",
    "Singh",
    "Lewis",
    "Price",
    "Ward",
    "Kowalski",
    "Kelly",
    "Chen",
    "Mensah",
    "Reid",
    "Shaw",
    "Mills",
    "Ali",
    "Fox",
    "Hart",
    "Grant",
    "Cole",
    "Lamb",
]
TYPE = {
    "region": "region",
    "town": "town",
    "country": "country",
    "chain": "company",
    "parent": "company",
    "distributor": "company",
    "maker": "company",
    "cinema": "cinema",
    "screen": "screen",
    "film": "film",
    "genre": "genre",
    "certificate": "certificate",
    "club": "organisation",
    "festival": "event",
    "projector": "equipment",
    "sound": "equipment",
}
CHAINS = [
    ("Regal Screens", "Starlight Leisure plc"),
    ("Picturehouse North", "Starlight Leisure plc"),
    ("Majestic Cinemas", "Cobalt Entertainment Group"),
    ("Castlebury Cinema Co", "Cobalt Entertainment Group"),
    ("Electric Palace Ltd", "Harbour Media Holdings"),
    ("Empire Cinemas", "Harbour Media Holdings"),
    ("Roxy & Co", "Harbour Media Holdings"),
    ("ScreenOne", "Lumen Capital"),
    ("The Chaplin Group", "Lumen Capital"),
    ("Northern Lights Cinemas", "Starlight Leisure plc"),
]
DISTRIBUTORS = [
    "Silverline Pictures",
    "Arrowhead Films",
    "Northgate Distribution",
    "Blue Lantern",
    "Moth & Moon Releasing",
    "Curzon Row Films",
    "Kestrel Pictures",
    "Pantheon Film Distribution",
    "Castlebury Films",
    "Little Island Releasing",
]
MAKERS = {
    "Lumetric": "Belgium",
    "Christensen Optics": "Denmark",
    "Nakamura Digital": "Japan",
    "Barlow Projection": "United Kingdom",
    "Kinovox": "Germany",
    "Sonaris": "United States",
    "AudioHall": "United Kingdom",
    "Dolmen Sound": "Canada",
}
PROJECTORS = [
    "Lumetric L4K",
    "Lumetric L2K",
    "Christensen CX-9",
    "Nakamura ND-40",
    "Barlow B7",
    "Kinovox K35 (35mm)",
    "Nakamura ND-20",
]
SOUNDS = ["Sonaris 7.1", "Sonaris Atmos Pro", "AudioHall 5.1", "Dolmen Immersive", "Kinovox SR"]
GENRES = [
    "drama",
    "comedy",
    "horror",
    "documentary",
    "thriller",
    "animation",
    "romance",
    "science fiction",
    "western",
    "musical",
    "crime",
    "family",
]
CERTS = ["U", "PG", "12A", "15", "18"]
NAMED = ["Charlie Chaplin", "Ida Lupino", "Alfred Hitchcock", "Satyajit Ray", "Agnes Varda"]
CINEMA_STYLES = [
    "Regal {town}",
    "{town} Picturehouse",
    "The {named} Picturehouse",
    "{road} Cinema",
    "Empire {town}",
    "{town} Plaza",
    "The Electric",
    "Roxy {town}",
    "{town} Arts Centre Cinema",
    "The Savoy",
    "{town} Film Theatre",
    "Odeum {town}",
    "The {named} Screen",
    "{s1}'s Picture Palace",
    "{road} Kino",
]
FILM_A = (
    "The Long",
    "Midnight",
    "A Quiet",
    "Last",
    "Broken",
    "Silver",
    "The Lost",
    "Paper",
    "Northern",
    "Winter",
    "Red",
    "Little",
    "The Hollow",
    "Burning",
    "Glass",
    "Salt",
)
FILM_B = (
    "Harbour",
    "Summer",
    "Road",
    "Garden",
    "Letters",
    "River",
    "House",
    "Kingdom",
    "Light",
    "Orchard",
    "Season",
    "Tide",
    "Empire",
    "Signal",
    "Station",
    "Machine",
)
CLUB_STYLES = [
    "{town} Film Society",
    "{town} Cine Club",
    "Friends of {cinema}",
    "{town} Silver Screen Club",
    "{town} Classic Film Circle",
]
FESTIVALS = [
    "Castlebury Film Festival",
    "Northvale Shorts",
    "Lowmarch Horror Weekend",
    "Penrhyn Documentary Days",
    "Eastwick Coast Film Fest",
    "Red Film Week",
    "Kids' Cinema Week",
    "Silver Screen Classics Festival",
    "Wynford Fringe Film",
    "The Chaplin Festival of Comedy",
    "Tremouth International",
    "Harbour Nights",
]


class Graph:
    """Entities by key (``kind/number``), their names and kinds, and facts between keys."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.kinds: dict[str, str] = {}
        self.facts: list[Fact] = []

    def new(self, kind: str, name: str) -> str:
        key = f"{kind}/{len(self.names):05d}"
        self.names[key] = name
        self.kinds[key] = kind
        return key

    def add(self, head: str, relation: str, tail: str) -> None:
        self.facts.append((head, relation, tail))

    def of_kind(self, kind: str) -> list[str]:
        return [k for k, v in self.kinds.items() if v == kind]


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def graph() -> Graph:
    rng = random.Random(SEED)
    g = Graph()
    regions = [g.new("region", r) for r in REGIONS]
    pool = sorted({a + b for a in TOWN_A.split() for b in TOWN_B.split()} - {"Castlebury"})
    towns = [g.new("town", t) for t in ["Castlebury", *sorted(rng.sample(pool, 63))]]
    hub = towns[0]
    for t in towns:
        g.add(t, "region", regions[0] if t == hub else rng.choice(regions))
    weights = [45] + [rng.choice([1, 1, 2, 3, 4]) for _ in towns[1:]]

    def a_town() -> str:
        return rng.choices(towns, weights)[0]

    countries = {c: g.new("country", c) for c in sorted(set(MAKERS.values()))}
    makers = {}
    for m, c in MAKERS.items():
        makers[m] = g.new("maker", m)
        g.add(makers[m], "country", countries[c])
    projectors = [g.new("projector", p) for p in PROJECTORS]
    sounds = [g.new("sound", s) for s in SOUNDS]
    for e in projectors + sounds:
        g.add(e, "made by", makers[next(m for m in MAKERS if g.names[e].startswith(m[:5]))])
    parents = {p: g.new("parent", p) for p in sorted({p for _, p in CHAINS})}
    for p in parents.values():
        g.add(p, "HQ", rng.choice(towns[:15]))
    chains = []
    area_managers: dict[str, list[str]] = {}
    for name, parent in CHAINS:
        c = g.new("chain", name)
        chains.append(c)
        g.add(c, "HQ", a_town())
        g.add(c, "subsidiary of", parents[parent])
        g.add(c, "CEO", g.new("ceo", person(rng)))
        area_managers[c] = []
        for _ in range(rng.choice([1, 2, 3])):
            am = g.new("area manager", person(rng))
            area_managers[c].append(am)
            g.add(am, "works for", c)
    distributors = [g.new("distributor", d) for d in DISTRIBUTORS]
    for d in distributors:
        g.add(d, "HQ", rng.choice(towns[:25]))
    genres = [g.new("genre", x) for x in GENRES]
    certs = [g.new("certificate", x) for x in CERTS]
    directors = [g.new("director", person(rng)) for _ in range(115)]
    actors = [g.new("actor", person(rng)) for _ in range(230)]
    titles = sorted({f"{a} {b}" for a in FILM_A for b in FILM_B})
    film_names = [
        *rng.sample(titles, 172),
        "Maria Lopez",
        "Castlebury Road",
        "The Savoy",
        "Ida",
        "Empire of Salt",
        "Regal",
    ]
    films = []
    for title in film_names:
        f = g.new("film", title)
        films.append(f)
        g.add(f, "dir.", rng.choice(directors))
        g.add(f, "released by", rng.choice(distributors))
        for x in rng.sample(genres, rng.choice([1, 1, 2])):
            g.add(f, "genre", x)
        g.add(f, "BBFC", rng.choice(certs))
        for a in rng.sample(actors, rng.randint(1, 4)):
            g.add(f, "cast", a)
    for d in directors:
        if rng.random() < 0.3:
            g.add(d, "lives in", a_town())
    # cinemas
    cinemas = []
    seen: set[tuple[str, str]] = set()
    cinema_town: dict[str, str] = {}
    projectionists = []
    for _ in range(330):
        town = a_town()
        name = rng.choice(CINEMA_STYLES).format(
            town=g.names[town],
            road=f"{g.names[rng.choice(towns)]} Road",
            named=rng.choice(NAMED),
            s1=rng.choice(LAST),
        )
        if (name, town) in seen:
            continue
        seen.add((name, town))
        cin = g.new("cinema", name)
        cinemas.append(cin)
        cinema_town[cin] = town
        g.add(cin, "location", town)
        chain = rng.choice(chains) if rng.random() < 0.65 else None
        if chain:
            g.add(cin, "operator", chain)
        gm = g.new("general manager", person(rng))
        g.add(cin, "GM", gm)
        if chain:
            g.add(rng.choice(area_managers[chain]), "supervises", gm)
        for _ in range(rng.choice([0, 0, 1, 1, 2])):
            dm = g.new("duty manager", person(rng))
            g.add(dm, "duty manager at", cin)
            g.add(gm, "manages", dm)
        for _ in range(rng.choice([1, 1, 2])):
            pr = g.new("projectionist", person(rng))
            projectionists.append(pr)
            g.add(pr, "op at", cin)
        for n in range(1, rng.choice([1, 2, 2, 3, 4, 6]) + 1):
            label = f"{name} Screen {n}"
            if rng.random() < 0.08:
                label = f"The {rng.choice(NAMED)} Room ({name})"
            scr = g.new("screen", label)
            g.add(scr, "auditorium of", cin)
            g.add(scr, "projector", rng.choice(projectors))
            if rng.random() < 0.7:
                g.add(scr, "sound", rng.choice(sounds))
        for f in rng.sample(films, rng.randint(5, 16)):
            g.add(cin, "programme", f)
    for pr in projectionists:
        if rng.random() < 0.4:
            other = rng.choice(projectionists)
            if other != pr:
                g.add(pr, "learned under", other)
        if rng.random() < 0.5:
            g.add(pr, "lives in", a_town())
    for pr in rng.sample(projectionists, 40):
        g.add(pr, "op at", rng.choice(cinemas))
    # clubs
    clubs = []
    for _ in range(44):
        cin = rng.choice(cinemas)
        town = cinema_town[cin]
        name = rng.choice(CLUB_STYLES).format(town=g.names[town], cinema=g.names[cin])
        club = g.new("club", name)
        clubs.append(club)
        g.add(club, "meets in", town)
        g.add(club, "screens at", cin)
        g.add(club, "chair", g.new("club chair", person(rng)))
    # festivals
    for name in FESTIVALS:
        fest = g.new("festival", name)
        town = a_town()
        g.add(fest, "held in", town)
        g.add(fest, "director", g.new("festival director", person(rng)))
        local = [c for c in cinemas if cinema_town[c] == town] or cinemas
        for c in rng.sample(local, min(len(local), rng.randint(1, 4))):
            g.add(fest, "venue", c)
        for f in rng.sample(films, rng.randint(5, 16)):
            g.add(fest, "selection", f)
    # patrons: the long tail
    for _ in range(800):
        pt = g.new("patron", person(rng))
        cin = rng.choice(cinemas)
        g.add(pt, "loyalty card", cin)
        if rng.random() < 0.7:
            g.add(pt, "lives in", cinema_town[cin] if rng.random() < 0.7 else a_town())
        if rng.random() < 0.2:
            g.add(pt, "member of", rng.choice(clubs))
        for f in rng.sample(films, rng.choice([0, 1, 2, 2, 3, 4])):
            g.add(pt, "saw", f)
    for kind, rel, target in (
        ("projectionist", "op at", cinemas[5]),
        ("patron", "loyalty card", cinemas[60]),
        ("actor", None, films[10]),
    ):
        x = g.new(kind, "Maria Lopez")
        if rel is None:
            g.add(target, "cast", x)
        else:
            g.add(x, rel, target)
    g.facts = list(dict.fromkeys(g.facts))
    return g


def opaque(g: Graph) -> dict[str, str]:
    """An opaque id per key (``cin:04127:x``), drawn with the seed in sorted key order."""
    rng = random.Random(SEED + 1)
    used = sorted({x for h, _, t in g.facts for x in (h, t)})
    drawn = rng.sample(range(100000), len(used))
    return {k: f"cin:{n:05d}:x" for k, n in zip(used, drawn, strict=True)}


def build() -> tuple[list[Fact], dict[str, str]]:
    g = graph()
    ids = opaque(g)
    triples = [(ids[h], r, ids[t]) for h, r, t in g.facts]
    kinds = {k: TYPE.get(g.kinds[k], "person") for k in ids}
    return triples, {ids[k]: f"{g.names[k]}\t{kinds[k]}" for k in sorted(ids)}


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


# ----------------------------------------------------------------------------- questions
# Each question's wording is written by hand below; the entity it names is drawn with the seed
# among those of its kind that fit ("tail": at most 3 facts; "hub": the most facts of its kind;
# "kind": a name shared with an entity of another kind, told apart by the hint; "town": a name
# shared within the kind, told apart by the town; "any": a name no other entity has). Its
# answers are the path followed from it, between 1 and 30 of them.
KIND_HINT = {
    "projectionist": "the projectionist",
    "patron": "the cinemagoer",
    "actor": "the actor",
    "director": "the film director",
    "general manager": "the cinema manager",
    "duty manager": "the duty manager",
    "club chair": "who chairs a film club",
}
#: how to reach an entity's town, for the "town" hint
TOWN_OF = {
    "cinema": [("location", F)],
    "screen": [("auditorium of", F), ("location", F)],
    "patron": [("lives in", F)],
    "projectionist": [("op at", F), ("location", F)],
    "club": [("meets in", F)],
}

C = "cinema"
ONE = [
    ("c1-01", "what town is {x} in", C, [("location", F)], "any"),
    ("c1-02", "who directed {x}?", "film", [("dir.", F)], "any"),
    ("c1-03", "what's on at {x} at the moment", C, [("programme", F)], "hub"),
    ("c1-04", "who's the manager of {x}", C, [("GM", F)], "any"),
    ("c1-05", "which cinema chain runs {xl}", C, [("operator", F)], "any"),
    ("c1-06", "Which projector is in {x}?", "screen", [("projector", F)], "any"),
    ("c1-07", "who starred in {x}", "film", [("cast", F)], "any"),
    ("c1-08", "what films has {x} ({hint}) been in", "actor", [("cast", B)], "kind"),
    ("c1-09", "what rating did {x} get from the censors", "film", [("BBFC", F)], "any"),
    ("c1-10", "which cinemas does {x} run", "chain", [("operator", B)], "any"),
    ("c1-11", "where does {x} the projectionist work", "projectionist", [("op at", F)], "kind"),
    ("c1-12", "who chairs {x}", "club", [("chair", F)], "any"),
    ("c1-13", "list the screens at {x}", C, [("auditorium of", B)], "any"),
    ("c1-14", "which films is {x} showing this year", "festival", [("selection", F)], "any"),
    ("c1-15", "who taught {x} to run a projector", "projectionist", [("learned under", F)], "any"),
    ("c1-16", "what genre is {x}", "film", [("genre", F)], "any"),
    ("c1-17", "Which company distributes {x}?", "film", [("released by", F)], "any"),
    ("c1-18", "what did {x} go and see", "patron", [("saw", F)], "tail"),
    ("c1-19", "where is {x} made", "maker", [("country", F)], "any"),
    ("c1-20", "what region is {xl} in", "town", [("region", F)], "tail"),
    ("c1-21", "which managers does {x} supervise", "area manager", [("supervises", F)], "any"),
    ("c1-22", "who is the boss of {x}", "chain", [("CEO", F)], "any"),
    (
        "c1-23",
        "which cinema is {x} (the cinemagoer) a loyalty member at",
        "patron",
        [("loyalty card", F)],
        "kind",
    ),
    ("c1-24", "whcih films did {x} make", "director", [("dir.", B)], "any"),
    ("c1-25", "Who are the duty managers at {x}", C, [("duty manager at", B)], "any"),
    ("c1-26", "where does the {x} meet", "club", [("meets in", F)], "any"),
    ("c1-27", "who manages {x} in {hint}", C, [("GM", F)], "town"),
    ("c1-28", "which cinemas host the {x}", "festival", [("venue", F)], "any"),
    ("c1-29", "what sound system does {x} have", "screen", [("sound", F)], "tail"),
    ("c1-30", "who's in the {x}", "club", [("member of", B)], "any"),
]
TWO = [
    (
        "c2-01",
        "which town is the cinema where {x} has a loyalty card in",
        "patron",
        [("loyalty card", F), ("location", F)],
        "any",
    ),
    ("c2-02", "who directed the films showing at {x}", C, [("programme", F), ("dir.", F)], "any"),
    (
        "c2-03",
        "which company makes the projector in {x}",
        "screen",
        [("projector", F), ("made by", F)],
        "any",
    ),
    (
        "c2-04",
        "where is the head office of the chain that runs {x}",
        C,
        [("operator", F), ("HQ", F)],
        "any",
    ),
    ("c2-05", "what region is {x} in", C, [("location", F), ("region", F)], "any"),
    ("c2-06", "who supervises the manager of {x}?", C, [("GM", F), ("supervises", B)], "any"),
    ("c2-07", "which actors are in the films {x} saw", "patron", [("saw", F), ("cast", F)], "any"),
    (
        "c2-08",
        "what are the ratings of films by {x}",
        "director",
        [("dir.", B), ("BBFC", F)],
        "any",
    ),
    (
        "c2-09",
        "which cinemas are showing {xl}'s films",
        "actor",
        [("cast", B), ("programme", B)],
        "any",
    ),
    (
        "c2-10",
        "who owns the chain that {x} works for",
        "area manager",
        [("works for", F), ("subsidiary of", F)],
        "any",
    ),
    (
        "c2-11",
        "where does the person who trained {x} work",
        "projectionist",
        [("learned under", F), ("op at", F)],
        "any",
    ),
    (
        "c2-12",
        "in what town is the cinema the {x} shows films at",
        "club",
        [("screens at", F), ("location", F)],
        "any",
    ),
    (
        "c2-13",
        "which films were picked for the festival {x} directs",
        "festival director",
        [("director", B), ("selection", F)],
        "any",
    ),
    ("c2-14", "what genres does {x} put on", C, [("programme", F), ("genre", F)], "any"),
    (
        "c2-15",
        "what else has {x}'s director made",
        "film",
        [("dir.", F), ("dir.", B)],
        "any",
    ),
    (
        "c2-16",
        "which cinemas does {x} look after as area manager",
        "area manager",
        [("supervises", F), ("GM", B)],
        "any",
    ),
    (
        "c2-17",
        "where are the cinemas {x} ({hint}) works at",
        "projectionist",
        [("op at", F), ("location", F)],
        "kind",
    ),
    (
        "c2-18",
        "who are the duty managers under {x}",
        "general manager",
        [("GM", B), ("duty manager at", B)],
        "any",
    ),
    (
        "c2-19",
        "which sound systems are fitted in the screens at {x}",
        C,
        [("auditorium of", B), ("sound", F)],
        "any",
    ),
    (
        "c2-20",
        "who has {x} ({hint}) shared the screen with",
        "actor",
        [("cast", B), ("cast", F)],
        "kind",
    ),
    (
        "c2-21",
        "which clubs meet at {x}'s cinema",
        "general manager",
        [("GM", B), ("screens at", B)],
        "any",
    ),
    (
        "c2-22",
        "what films are showing where {x} is a regular",
        "patron",
        [("loyalty card", F), ("programme", F)],
        "tail",
    ),
    (
        "c2-23",
        "where do the members of {x} live",
        "club",
        [("member of", B), ("lives in", F)],
        "any",
    ),
    (
        "c2-24",
        "which towns have a cinema run by {x}",
        "chain",
        [("operator", B), ("location", F)],
        "any",
    ),
    (
        "c2-25",
        "who chairs the film club that screens at {x} in {hint}",
        C,
        [("screens at", B), ("chair", F)],
        "town",
    ),
    (
        "c2-26",
        "what are the films at {x} rated",
        "festival",
        [("selection", F), ("BBFC", F)],
        "any",
    ),
    (
        "c2-27",
        "which festivals picked films from {x}",
        "distributor",
        [("released by", B), ("selection", B)],
        "any",
    ),
    (
        "c2-28",
        "Who else works the projectors at {x}'s cinema?",
        "projectionist",
        [("op at", F), ("op at", B)],
        "any",
    ),
    (
        "c2-29",
        "what's the parent company of the firm running {x}",
        C,
        [("operator", F), ("subsidiary of", F)],
        "any",
    ),
    (
        "c2-30",
        "list the cinemas in the town where {x} meets",
        "club",
        [("meets in", F), ("location", B)],
        "any",
    ),
]
THREE = [
    (
        "c3-01",
        "what country is the maker of the projector in {x} from",
        "screen",
        [("projector", F), ("made by", F), ("country", F)],
        "any",
    ),
    (
        "c3-02",
        "where is the head office of the group that owns the chain running {x}",
        C,
        [("operator", F), ("subsidiary of", F), ("HQ", F)],
        "any",
    ),
    (
        "c3-03",
        "which region is the cinema {x} goes to in",
        "patron",
        [("loyalty card", F), ("location", F), ("region", F)],
        "any",
    ),
    (
        "c3-04",
        "who directed the films showing at the cinema {x} manages",
        "general manager",
        [("GM", B), ("programme", F), ("dir.", F)],
        "any",
    ),
    (
        "c3-05",
        "where are the distributors of the films {x} ({hint}) has seen based",
        "patron",
        [("saw", F), ("released by", F), ("HQ", F)],
        "kind",
    ),
    (
        "c3-06",
        "what genres are the films at the cinema where {x} runs projection",
        "projectionist",
        [("op at", F), ("programme", F), ("genre", F)],
        "any",
    ),
    (
        "c3-07",
        "at which cinemas can I catch films from {x}'s director",
        "film",
        [("dir.", F), ("dir.", B), ("programme", B)],
        "any",
    ),
    (
        "c3-08",
        "who is the area manager over the cinema where {x} is duty manager",
        "duty manager",
        [("duty manager at", F), ("GM", F), ("supervises", B)],
        "any",
    ),
    (
        "c3-09",
        "what region does {x}'s chain have its head office in",
        C,
        [("operator", F), ("HQ", F), ("region", F)],
        "any",
    ),
    (
        "c3-10",
        "who acted in the films that {x} programmed",
        "festival director",
        [("director", B), ("selection", F), ("cast", F)],
        "any",
    ),
    (
        "c3-11",
        "which towns do the members of the club {x} chairs live in",
        "club chair",
        [("chair", B), ("member of", B), ("lives in", F)],
        "any",
    ),
    (
        "c3-12",
        "where do the projectionists trained by {x} work? which towns",
        "projectionist",
        [("learned under", B), ("op at", F), ("location", F)],
        "any",
    ),
    (
        "c3-13",
        "what projectors are used in the cinemas run by {x}",
        "chain",
        [("operator", B), ("auditorium of", B), ("projector", F)],
        "any",
    ),
    (
        "c3-14",
        "which chain do the cinemas {x} oversees belong to",
        "area manager",
        [("supervises", F), ("GM", B), ("operator", F)],
        "any",
    ),
    (
        "c3-15",
        "who released the films showing at the cinemas of {x}",
        "town",
        [("location", B), ("programme", F), ("released by", F)],
        "any",
    ),
    (
        "c3-16",
        "in which towns are the festivals that showed films by {x} ({hint})",
        "director",
        [("dir.", B), ("selection", B), ("held in", F)],
        "kind",
    ),
    (
        "c3-17",
        "who manages the cinemas showing films with {x} in them",
        "actor",
        [("cast", B), ("programme", B), ("GM", F)],
        "any",
    ),
    (
        "c3-18",
        "who directed the films on at the cinema where the {x} screens",
        "club",
        [("screens at", F), ("programme", F), ("dir.", F)],
        "any",
    ),
    (
        "c3-19",
        "in which towns are cinemas that host festivals showing {x}",
        "film",
        [("selection", B), ("venue", F), ("location", F)],
        "any",
    ),
    (
        "c3-20",
        "who are the CEOs of the chains with cinemas in {x}",
        "town",
        [("location", B), ("operator", F), ("CEO", F)],
        "any",
    ),
]
NOT_FOUND = [
    ("cn-01", "who runs the Bellhaven Majestic cinema", 1),
    ("cn-02", "who directed Thunder Over Quillmoor", 1),
    ("cn-03", "which region is Pemberwick in", 1),
    ("cn-04", "where is the cinema that Ottoline Featherstonehaugh manages", 2),
    ("cn-05", "which chain owns the cinemas in Zennor Cross", 2),
]
#: the graph lacks: ("text", kind, hops, lacks) with a label the entity lacks, or a relation
#: no label says
LACKS = [
    ("cl-01", "how many seats does {x} have", C, 1, "seating capacity"),
    ("cl-02", "how much is a ticket at {x}", C, 1, "ticket price"),
    ("cl-03", "how long is {x}", "film", 1, "running time"),
    ("cl-04", "when was {x} released", "film", 1, "release date"),
    ("cl-05", "what year did {x} open", C, 1, "opening year"),
    ("cl-06", "how much did {x} make at the box office", "film", 1, "box office takings"),
    ("cl-07", "what is {x}'s phone number", C, 1, "phone number"),
    ("cl-08", "when does {x} take place", "festival", 1, "festival dates"),
    ("cl-09", "which chain runs {x}", C, 1, "none for entity: operator"),
    ("cl-10", "who trained {x}", "projectionist", 1, "none for entity: learned under"),
    ("cl-11", "where does {x} live", "patron", 1, "none for entity: lives in"),
    ("cl-12", "what sound system is fitted in {x}", "screen", 1, "none for entity: sound"),
    ("cl-13", "which film club is {x} in", "patron", 1, "none for entity: member of"),
    ("cl-14", "what films has {x} seen", "patron", 1, "none for entity: saw"),
    ("cl-15", "which town is {x} based in", "director", 1, "none for entity: lives in"),
]
Table = dict[tuple[str, str], set[str]]
_INDEX: dict[int, tuple[Table, Table]] = {}


def walk(facts: list[Fact], topics: list[str], path: list[tuple[str, str]]) -> set[str]:
    if id(facts) not in _INDEX:
        fwd: dict[tuple[str, str], set[str]] = defaultdict(set)
        bwd: dict[tuple[str, str], set[str]] = defaultdict(set)
        for h, r, t in facts:
            fwd[(h, r)].add(t)
            bwd[(t, r)].add(h)
        _INDEX.clear()
        _INDEX[id(facts)] = (fwd, bwd)
    fwd, bwd = _INDEX[id(facts)]
    frontier = set(topics)
    for rel, d in path:
        table = fwd if d == F else bwd
        frontier = {x for e in frontier for x in table.get((e, rel), ())}
    return frontier


def _town(g: Graph, key: str) -> set[str]:
    return walk(g.facts, [key], TOWN_OF[g.kinds[key]]) if g.kinds[key] in TOWN_OF else set()


def _candidates(g: Graph, kind: str, mode: str) -> list[tuple[str, str]]:
    """(key, hint) of the entities of ``kind`` a question of ``mode`` may name."""
    by_name: dict[str, list[str]] = defaultdict(list)
    for k, n in g.names.items():
        by_name[n.casefold()].append(k)
    degree = Counter(x for h, _, t in g.facts for x in (h, t))
    out = []
    for k in g.of_kind(kind):
        same = by_name[g.names[k].casefold()]
        if mode in ("any", "tail", "hub") and len(same) == 1:
            if mode == "tail" and degree[k] > 3:
                continue
            out.append((k, ""))
        elif mode == "kind" and len(same) > 1 and kind in KIND_HINT:
            if sum(g.kinds[o] == kind for o in same) == 1:
                out.append((k, KIND_HINT[kind]))
        elif mode == "town" and sum(g.kinds[o] == kind for o in same) > 1:
            mine = _town(g, k)
            others = set().union(*(_town(g, o) for o in same if o != k and g.kinds[o] == kind))
            if len(mine) == 1 and not mine & others:
                out.append((k, g.names[next(iter(mine))]))
    if mode == "hub":
        out.sort(key=lambda c: -degree[c[0]])
        return out[:3]
    return out


def _text(template: str, name: str, hint: str) -> str:
    return template.format(x=name, xl=name.lower(), hint=hint)


def questions(g: Graph, ids: dict[str, str]) -> list[dict[str, object]]:
    rng = random.Random(SEED + 2)
    used: set[str] = set()
    rows: list[dict[str, object]] = []
    for qid, template, kind, path, mode in ONE + TWO + THREE:
        cands = _candidates(g, kind, mode)
        rng.shuffle(cands)
        fits = ((key, hint, walk(g.facts, [key], path)) for key, hint in cands if key not in used)
        chosen = next(((k, h, a) for k, h, a in fits if 1 <= len(a) <= 30 and a != {k}), None)
        if chosen is None:
            raise SystemExit(f"{qid}: no entity of kind {kind} fits")
        key, hint, answers = chosen
        used.add(key)
        rows.append(
            {
                "id": qid,
                "question": _text(template, g.names[key], hint),
                "topics": [ids[key]],
                "answers": sorted(ids[a] for a in answers),
                "hops": len(path),
                "path": [list(step) for step in path],
            }
        )
    names = {n.casefold() for n in g.names.values() if len(n) > 6}
    for qid, text, hops in NOT_FOUND:
        if any(n in text.casefold() for n in names):
            raise SystemExit(f"{qid}: names an entity of the graph")
        rows.append({"id": qid, "question": text, "topics": [], "answers": [], "hops": hops})
    for qid, template, kind, hops, lacks in LACKS:
        label = lacks.removeprefix("none for entity: ")
        cands = _candidates(g, kind, "any")
        rng.shuffle(cands)
        has = {h for h, r, _ in g.facts if r == label}
        key = next(k for k, _ in cands if k not in used and (label == lacks or k not in has))
        used.add(key)
        rows.append(
            {
                "id": qid,
                "question": _text(template, g.names[key], ""),
                "topics": [ids[key]],
                "answers": [],
                "hops": hops,
                "lacks": lacks,
            }
        )
    return rows


def review(g: Graph, ids: dict[str, str], rows: list[dict[str, object]]) -> None:
    """Print every question with its answers by name, for the writer to read."""
    back = {v: k for k, v in ids.items()}
    for row in rows:
        answers = [g.names[back[a]] for a in row["answers"]]  # type: ignore[attr-defined]
        sys.stdout.write(f"{row['id']} {row['question']}\n    {answers}\n")


if __name__ == "__main__":
    write(*build())
    g = graph()
    ids = opaque(g)
    rows = questions(g, ids)
    (HERE / "questions.jsonl").write_text(
        "\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8"
    )
    review(g, ids, rows)
