"""Build the `frozen-canals` KGQA set: triples.tsv, entities.tsv (with types) and questions.jsonl.

A fictional canal waterways network: canals with the navigation authority that manages them,
the canals they join, their engineer and the towns they pass through; locks with their canal,
the flight they belong to and their lock keeper; flights with their town; lock keepers with
their employer, who trained them and where they live; narrowboats with their owner, builder,
home mooring, engine maker and stern style; boatyards and moorings with their town (moorings
also with their canal and operator); boaters with their home town and the societies they belong to; aqueducts and tunnels with
their canal, designer and town; hire firms with their boats and base mooring; boat rallies with
their town, organiser and the boats that came; towns with their county. Every person, place,
firm and boat is invented. The schema and the fixed places are written by hand below; a seeded
generator (`random.Random(5260)`) draws the people's and boats' names and the filler facts.
The questions are written by hand at the bottom by name and path; their answers are computed
from the graph by `paths.write_questions_by_name` and checked against the answers written
beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-canals/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import full_names, with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

COUNTY = "county"
MANAGED = "navAuthority"
JOINS = "junction_with"
CUT_BY = "engineered by"
THROUGH = "passesThrough"
ON = "on_waterway"
FLIGHT = "partOfFlight"
KEEPER = "KEEPER"
FLIGHT_TOWN = "flight.loc"
EMPLOYER = "employed_by"
TRAINED = "apprenticed to"
LIVES = "residence"
OWNER = "registeredOwner"
BUILDER = "built_by"
MOORED = "home mooring"
ENGINE = "engineMake"
STERN = "stern"
YARD_TOWN = "yard_town"
MOOR_CANAL = "moor.canal"
MOOR_TOWN = "moor.town"
MOOR_OP = "operator"
HOMETOWN = "home_town"
CARRIES = "carries"
DESIGNER = "designedBy"
STRUCT_TOWN = "nearTown"
HIRES = "hires out"
HIRE_BASE = "basedAt"
RALLY_TOWN = "venue"
ORGANISER = "org"
ATTENDED = "attended"
MEMBER = "memberOf"

COUNTIES = {
    "Mercia Vale": ["Brindley Wharf", "Coalbrook", "Hatton Green", "Lapworth End"],
    "Calder Shire": ["Sowerby Locks", "Elland Bridge", "Todley", "Hebble End", "Marsden Cut"],
    "Avonshire": ["Tardebrook", "Stoke Prior Wharf", "Wootton Wawen", "Bidford Weir"],
    "Fenmarsh": ["Welney Staithe", "Outwell Basin", "Upwell Bank", "Salters Lode"],
}
AUTHORITIES = [
    "Inland Waterways Trust",
    "Calder Navigation Company",
    "Avon Navigation Trust",
    "Fenland Drainage Board",
]
ENGINEERS = [
    "Josiah Tellford",
    "Margaret Outram",
    "Benjamin Jessopp",
    "Thomas Dadfield",
    "Eleanor Brindle",
    "Samuel Rennard",
]
# canal -> (authority, engineer, towns passed through)
CANALS = {
    "Grand Mercia Canal": (
        "Inland Waterways Trust",
        "Josiah Tellford",
        ["Brindley Wharf", "Coalbrook", "Hatton Green", "Lapworth End"],
    ),
    "Coalbrook Arm": ("Inland Waterways Trust", "Josiah Tellford", ["Coalbrook"]),
    "Calder and Hebble Navigation": (
        "Calder Navigation Company",
        "Margaret Outram",
        ["Sowerby Locks", "Elland Bridge", "Hebble End"],
    ),
    "Rochdown Canal": (
        "Calder Navigation Company",
        "Benjamin Jessopp",
        ["Todley", "Sowerby Locks"],
    ),
    "Marsden Narrow Canal": (
        "Calder Navigation Company",
        "Benjamin Jessopp",
        ["Marsden Cut", "Elland Bridge"],
    ),
    "Stratton Canal": (
        "Avon Navigation Trust",
        "Thomas Dadfield",
        ["Lapworth End", "Wootton Wawen", "Stoke Prior Wharf"],
    ),
    "Worcester Cut": (
        "Avon Navigation Trust",
        "Eleanor Brindle",
        ["Tardebrook", "Stoke Prior Wharf", "Bidford Weir"],
    ),
    "Middle Level Navigation": (
        "Fenland Drainage Board",
        "Samuel Rennard",
        ["Welney Staithe", "Outwell Basin", "Upwell Bank"],
    ),
    "Well Creek": ("Fenland Drainage Board", "Samuel Rennard", ["Outwell Basin", "Salters Lode"]),
}
JUNCTIONS = [
    ("Coalbrook Arm", "Grand Mercia Canal"),
    ("Rochdown Canal", "Calder and Hebble Navigation"),
    ("Marsden Narrow Canal", "Calder and Hebble Navigation"),
    ("Stratton Canal", "Grand Mercia Canal"),
    ("Stratton Canal", "Worcester Cut"),
    ("Well Creek", "Middle Level Navigation"),
]
# flight -> (canal, town, number of locks)
FLIGHTS = {
    "Hatton Twenty-One": ("Grand Mercia Canal", "Hatton Green", 7),
    "Lapworth Ladder": ("Stratton Canal", "Lapworth End", 5),
    "Tardebrook Thirty": ("Worcester Cut", "Tardebrook", 6),
    "Sowerby Staircase": ("Rochdown Canal", "Sowerby Locks", 4),
    "Marsden Rise": ("Marsden Narrow Canal", "Marsden Cut", 5),
    "Elland Three": ("Calder and Hebble Navigation", "Elland Bridge", 3),
}
SINGLE_LOCKS = {
    "Coalbrook Lock": "Coalbrook Arm",
    "Brindley Top Lock": "Grand Mercia Canal",
    "Todley Lock": "Rochdown Canal",
    "Hebble End Lock": "Calder and Hebble Navigation",
    "Wootton Lock": "Stratton Canal",
    "Bidford Lock": "Worcester Cut",
    "Salters Lode Lock": "Well Creek",
    "Marmont Priory Lock": "Middle Level Navigation",
    "Stanground Sluice": "Middle Level Navigation",
    "Stoke Prior Lock": "Worcester Cut",
    "Kingswood Lock": "Stratton Canal",
    "Salterhebble Lock": "Calder and Hebble Navigation",
}
# structure -> (kind, canal, town)
STRUCTURES = {
    "Edstone Aqueduct": ("aqueduct", "Stratton Canal", "Wootton Wawen"),
    "Wootton Aqueduct": ("aqueduct", "Stratton Canal", "Wootton Wawen"),
    "Coalbrook Tunnel": ("tunnel", "Coalbrook Arm", "Coalbrook"),
    "Shrewley Tunnel": ("tunnel", "Grand Mercia Canal", "Hatton Green"),
    "Standedge Tunnel": ("tunnel", "Marsden Narrow Canal", "Marsden Cut"),
    "Todley Aqueduct": ("aqueduct", "Rochdown Canal", "Todley"),
    "Lune Water Aqueduct": ("aqueduct", "Calder and Hebble Navigation", "Hebble End"),
    "Tardebrook Tunnel": ("tunnel", "Worcester Cut", "Tardebrook"),
    "Upwell Culvert Bridge": ("aqueduct", "Middle Level Navigation", "Upwell Bank"),
    "Brindley Skew Bridge": ("aqueduct", "Grand Mercia Canal", "Brindley Wharf"),
}
YARDS = {
    "Stoke Prior Boatbuilders": "Stoke Prior Wharf",
    "Brindley Narrowboats": "Brindley Wharf",
    "Calder Steelcraft": "Elland Bridge",
    "Fenland Hulls": "Outwell Basin",
    "Todley Boatworks": "Todley",
    "Hatton Green Dry Dock": "Hatton Green",
    "Marsden Marine": "Marsden Cut",
    "Bidford Boat Co": "Bidford Weir",
}
# mooring -> (canal, town, operator)
MOORINGS = {
    "Brindley Basin Moorings": ("Grand Mercia Canal", "Brindley Wharf", "Inland Waterways Trust"),
    "Hatton Green Marina": ("Grand Mercia Canal", "Hatton Green", "Waterside Marinas Ltd"),
    "Coalbrook Wharf Moorings": ("Coalbrook Arm", "Coalbrook", "Inland Waterways Trust"),
    "Lapworth Junction Moorings": ("Stratton Canal", "Lapworth End", "Avon Navigation Trust"),
    "Wootton Wawen Basin": ("Stratton Canal", "Wootton Wawen", "Waterside Marinas Ltd"),
    "Stoke Prior Marina": ("Worcester Cut", "Stoke Prior Wharf", "Heartland Leisure Moorings"),
    "Tardebrook Top Moorings": ("Worcester Cut", "Tardebrook", "Avon Navigation Trust"),
    "Sowerby Bridge Basin": ("Rochdown Canal", "Sowerby Locks", "Calder Navigation Company"),
    "Elland Wharf": ("Calder and Hebble Navigation", "Elland Bridge", "Calder Navigation Company"),
    "Hebble End Marina": (
        "Calder and Hebble Navigation",
        "Hebble End",
        "Heartland Leisure Moorings",
    ),
    "Marsden Cut Moorings": ("Marsden Narrow Canal", "Marsden Cut", "Calder Navigation Company"),
    "Todley Visitor Moorings": ("Rochdown Canal", "Todley", "Calder Navigation Company"),
    "Outwell Basin Moorings": ("Well Creek", "Outwell Basin", "Fenland Drainage Board"),
    "Welney Staithe Marina": ("Middle Level Navigation", "Welney Staithe", "Waterside Marinas Ltd"),
    "Upwell Moorings": ("Middle Level Navigation", "Upwell Bank", "Fenland Drainage Board"),
}
ENGINES = ["Beta Marine", "Vetus", "Lister Petter", "Barrus", "Kelvin Hughes"]
STERNS = ["traditional stern", "semi-traditional stern", "cruiser stern"]
HIRE = {
    "Black Prince Holidays": "Stoke Prior Marina",
    "Calder Valley Cruising": "Hebble End Marina",
    "Fenland Boat Hire": "Welney Staithe Marina",
    "Hatton Hire Boats": "Hatton Green Marina",
}
SOCIETIES = ["Inland Waterways Trust", "Historic Narrow Boat Club", "Calder Canal Society"]
RALLIES = {
    "Brindley Wharf Boat Gathering": ("Brindley Wharf", "Historic Narrow Boat Club"),
    "Elland Canal Festival": ("Elland Bridge", "Calder Canal Society"),
    "Stoke Prior Rally": ("Stoke Prior Wharf", "Inland Waterways Trust"),
    "Outwell Fen Rally": ("Outwell Basin", "Inland Waterways Trust"),
    "Todley Floating Market": ("Todley", "Calder Canal Society"),
    "Hatton Green Heritage Weekend": ("Hatton Green", "Historic Narrow Boat Club"),
}
FIRST = [
    "Arthur",
    "Bridget",
    "Cyril",
    "Dilys",
    "Ernest",
    "Freda",
    "Gordon",
    "Hilda",
    "Ivor",
    "Jean",
    "Keith",
    "Lorna",
    "Malcolm",
    "Nell",
    "Oswald",
    "Peggy",
    "Ron",
    "Sian",
    "Trevor",
    "Una",
    "Walter",
    "Ada",
    "Barry",
    "Cath",
    "Derek",
    "Ffion",
    "Harold",
    "Joan",
]
LAST = [
    "Archer",
    "Boulton",
    "Cadbury",
    "Dawes",
    "Ellwood",
    "Foxall",
    "Grice",
    "Hollick",
    "Isherwood",
    "Jukes",
    "Kettle",
    "Lowe",
    "Moseley",
    "Nock",
    "Onions",
    "Perks",
    "Rudge",
    "Sidaway",
    "Tonks",
    "Vaughan",
    "Wedge",
    "Yardley",
]
BOAT_WORDS = [
    "Kingfisher",
    "Dragonfly",
    "Morning Mist",
    "Otter",
    "Heron",
    "Lazy Days",
    "Windrush",
    "Jubilee",
    "Rosie Lee",
    "Swallow",
    "Tranquility",
    "Water Rat",
    "Bluebell",
    "Nutmeg",
    "Fair Maid",
    "Stargazer",
    "Bittern",
    "Merlin",
    "Pennyroyal",
    "Wren",
    "Skylark",
    "Moorhen",
    "Kestrel",
    "Autumn Leaf",
    "Gypsy Rose",
    "Bramble",
    "Lady Jane",
    "Old Timer",
    "Sundowner",
    "Willow",
    "Marigold",
    "Dabchick",
    "Grebe",
    "Mayfly",
    "Silver Birch",
    "Tortoise",
    "Puffin",
    "Badger",
    "Harebell",
    "Foxglove",
    "Shiraz",
    "Nimbus",
    "Galatea",
    "Persephone",
    "Cormorant",
    "Plover",
    "Sandpiper",
    "Tern",
    "Curlew",
    "Lapwing",
    "Avocet",
    "Snipe",
    "Dunlin",
    "Teal",
]

TYPES: dict[str, str] = {}


def _typed(kind: str, names: Any) -> None:
    for name in names:
        if TYPES.setdefault(name, kind) != kind:
            raise ValueError(f"{name} is a {TYPES[name]} and a {kind}")


def _network(facts: list[tuple[str, str, str]], rng: random.Random) -> list[str]:
    """Counties, canals, junctions, structures, yards and moorings; the locks."""
    for county, towns in COUNTIES.items():
        facts += [(t, COUNTY, county) for t in towns]
        _typed("town", towns)
    _typed("county", COUNTIES)
    _typed("navigation authority", AUTHORITIES)
    _typed("canal engineer", ENGINEERS)
    for canal, (auth, eng, towns) in CANALS.items():
        facts += [(canal, MANAGED, auth), (canal, CUT_BY, eng)]
        facts += [(canal, THROUGH, t) for t in towns]
    _typed("canal", CANALS)
    facts += [(a, JOINS, b) for a, b in JUNCTIONS]
    for s, (kind, canal, town) in STRUCTURES.items():
        facts += [(s, CARRIES, canal), (s, STRUCT_TOWN, town), (s, DESIGNER, CANALS[canal][1])]
        _typed(kind, [s])
    for yard, town in YARDS.items():
        facts.append((yard, YARD_TOWN, town))
    _typed("boatyard", YARDS)
    for m, (canal, town, op) in MOORINGS.items():
        facts += [(m, MOOR_CANAL, canal), (m, MOOR_TOWN, town), (m, MOOR_OP, op)]
        TYPES.setdefault(op, "mooring operator")
    _typed("mooring", MOORINGS)
    locks = []
    for flight, (canal, town, n) in FLIGHTS.items():
        facts.append((flight, FLIGHT_TOWN, town))
        for i in range(n):
            lock = f"{flight.split()[0]} Lock No. {i + 1}"
            locks.append(lock)
            facts += [(lock, ON, canal), (lock, FLIGHT, flight)]
    _typed("lock flight", FLIGHTS)
    for lock, canal in SINGLE_LOCKS.items():
        locks.append(lock)
        facts.append((lock, ON, canal))
    _typed("lock", locks)
    return locks


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5260)
    facts: list[tuple[str, str, str]] = []
    locks = _network(facts, rng)
    towns = [t for ts in COUNTIES.values() for t in ts]
    taken: set[str] = set(ENGINEERS)
    keepers = full_names(rng, FIRST, LAST, 22, taken)
    boaters = full_names(rng, FIRST, LAST, 56, taken)
    _typed("lock keeper", keepers)
    _typed("boater", boaters)
    for i, k in enumerate(keepers):
        facts += [(k, EMPLOYER, rng.choice(AUTHORITIES)), (k, LIVES, rng.choice(towns))]
        if i >= 6 and rng.random() < 0.6:
            facts.append((k, TRAINED, rng.choice(keepers[:i])))
    for lock in locks:
        facts.append((lock, KEEPER, rng.choice(keepers)))
    for b in boaters:
        facts.append((b, HOMETOWN, rng.choice(towns)))
        facts += [(b, MEMBER, s) for s in sorted(rng.sample(SOCIETIES, rng.randint(1, 2)))]
    boats = [f"NB {w}" for w in BOAT_WORDS]
    _typed("narrowboat", boats)
    hire_boats = rng.sample(boats, 14)
    for boat in boats:
        facts += [
            (boat, BUILDER, rng.choice(list(YARDS))),
            (boat, MOORED, rng.choice(list(MOORINGS))),
        ]
        facts += [(boat, ENGINE, rng.choice(ENGINES)), (boat, STERN, rng.choice(STERNS))]
        if boat not in hire_boats:
            facts.append((boat, OWNER, rng.choice(boaters)))
    _typed("engine maker", ENGINES)
    _typed("stern style", STERNS)
    firms = list(HIRE)
    for i, boat in enumerate(sorted(hire_boats)):
        facts.append((firms[i % len(firms)], HIRES, boat))
    for firm, base in HIRE.items():
        facts.append((firm, HIRE_BASE, base))
    _typed("hire firm", HIRE)
    for rally, (town, org) in RALLIES.items():
        facts += [(rally, RALLY_TOWN, town), (rally, ORGANISER, org)]
        TYPES.setdefault(org, "society")
        facts += [(b, ATTENDED, rally) for b in sorted(rng.sample(boats, rng.randint(10, 14)))]
    _typed("boat rally", RALLIES)
    return facts


F, B = "->", "<-"

QUESTIONS: list[Any] = [
    (
        "cn01",
        "who looks after the Grand Mercia Canal?",
        ["Grand Mercia Canal"],
        [(MANAGED, F)],
        ["Inland Waterways Trust"],
    ),
    (
        "cn02",
        "who keeps Hatton Lock No. 3",
        ["Hatton Lock No. 3"],
        [(KEEPER, F)],
        ["Harold Onions"],
    ),
    (
        "cn03",
        "which yard built NB Kingfisher?",
        ["NB Kingfisher"],
        [(BUILDER, F)],
        ["Brindley Narrowboats"],
    ),
    ("cn04", "Where is NB Otter moored?", ["NB Otter"], [(MOORED, F)], ["Hebble End Marina"]),
    ("cn05", "what engine has NB Windrush got", ["NB Windrush"], [(ENGINE, F)], ["Beta Marine"]),
    ("cn06", "Whose boat is NB Kestrel?", ["NB Kestrel"], [(OWNER, F)], ["Lorna Ellwood"]),
    (
        "cn07",
        "which canal goes through the Standedge Tunnel?",
        ["Standedge Tunnel"],
        [(CARRIES, F)],
        ["Marsden Narrow Canal"],
    ),
    (
        "cn08",
        "who trained Keith Isherwood as a lock keeper",
        ["Keith Isherwood"],
        [(TRAINED, F)],
        ["Ernest Tonks"],
    ),
    (
        "cn09",
        "locks in the Marsden Rise",
        ["Marsden Rise"],
        [(FLIGHT, B)],
        [
            "Marsden Lock No. 1",
            "Marsden Lock No. 2",
            "Marsden Lock No. 3",
            "Marsden Lock No. 4",
            "Marsden Lock No. 5",
        ],
    ),
    (
        "cn10",
        "Which boats does Calder Valley Cruising hire out?",
        ["Calder Valley Cruising"],
        [(HIRES, F)],
        ["NB Badger", "NB Puffin", "NB Swallow", "NB Willow"],
    ),
    (
        "cn11",
        "what canals meet the Calder and Hebble Navigation?",
        ["Calder and Hebble Navigation"],
        [(JOINS, B)],
        ["Marsden Narrow Canal", "Rochdown Canal"],
    ),
    (
        "cn12",
        "who engineered the Worcester Cut?",
        ["Worcester Cut"],
        [(CUT_BY, F)],
        ["Eleanor Brindle"],
    ),
    (
        "cn13",
        "where's Calder Steelcraft's yard",
        ["Calder Steelcraft"],
        [(YARD_TOWN, F)],
        ["Elland Bridge"],
    ),
    (
        "cn14",
        "Which towns does the Stratton Canal run through?",
        ["Stratton Canal"],
        [(THROUGH, F)],
        ["Lapworth End", "Stoke Prior Wharf", "Wootton Wawen"],
    ),
    (
        "cn15",
        "who runs Hatton Green Marina?",
        ["Hatton Green Marina"],
        [(MOOR_OP, F)],
        ["Waterside Marinas Ltd"],
    ),
    (
        "cn16",
        "boats at the Stoke Prior Rally",
        ["Stoke Prior Rally"],
        [(ATTENDED, B)],
        [
            "NB Bramble",
            "NB Dabchick",
            "NB Dunlin",
            "NB Gypsy Rose",
            "NB Harebell",
            "NB Kestrel",
            "NB Nutmeg",
            "NB Old Timer",
            "NB Swallow",
            "NB Tranquility",
            "NB Willow",
        ],
    ),
    ("cn17", "which county is Todley in?", ["Todley"], [(COUNTY, F)], ["Calder Shire"]),
    (
        "cn18",
        "where does lock keeper Harold Onions live",
        ["Harold Onions"],
        [(LIVES, F)],
        ["Tardebrook"],
    ),
    (
        "cn19",
        "Who puts on the Elland Canal Festival?",
        ["Elland Canal Festival"],
        [(ORGANISER, F)],
        ["Calder Canal Society"],
    ),
    (
        "cn20",
        "what kind of stern does NB Wren have",
        ["NB Wren"],
        [(STERN, F)],
        ["semi-traditional stern"],
    ),
    (
        "cn21",
        "who employs the keeper of Todley Lock?",
        ["Todley Lock"],
        [(KEEPER, F), (EMPLOYER, F)],
        ["Fenland Drainage Board"],
    ),
    (
        "cn22",
        "Which canal is NB Water Rat's home mooring on?",
        ["NB Water Rat"],
        [(MOORED, F), (MOOR_CANAL, F)],
        ["Well Creek"],
    ),
    (
        "cn23",
        "where does the owner of NB Old Timer live?",
        ["NB Old Timer"],
        [(OWNER, F), (HOMETOWN, F)],
        ["Tardebrook"],
    ),
    (
        "cn24",
        "what engines are in the boats Hatton Green Dry Dock built",
        ["Hatton Green Dry Dock"],
        [(BUILDER, B), (ENGINE, F)],
        ["Barrus", "Beta Marine", "Kelvin Hughes", "Vetus"],
    ),
    (
        "cn25",
        "Who keeps the locks of the Lapworth Ladder?",
        ["Lapworth Ladder"],
        [(FLIGHT, B), (KEEPER, F)],
        ["Cyril Perks", "Ffion Jukes", "Harold Tonks", "Ivor Cadbury", "Trevor Onions"],
    ),
    (
        "cn26",
        "which boats are moored on the Grand Mercia Canal?",
        ["Grand Mercia Canal"],
        [(MOOR_CANAL, B), (MOORED, B)],
        [
            "NB Avocet",
            "NB Dunlin",
            "NB Foxglove",
            "NB Heron",
            "NB Lazy Days",
            "NB Merlin",
            "NB Morning Mist",
            "NB Persephone",
            "NB Sandpiper",
        ],
    ),
    (
        "cn27",
        "who designed the aqueducts and tunnels on the Stratton Canal?",
        ["Stratton Canal"],
        [(CARRIES, B), (DESIGNER, F)],
        ["Thomas Dadfield"],
    ),
    (
        "cn28",
        "What town is Calder Valley Cruising's marina in?",
        ["Calder Valley Cruising"],
        [(HIRE_BASE, F), (MOOR_TOWN, F)],
        ["Hebble End"],
    ),
    (
        "cn29",
        "which yards built the boats at the Hatton Green Heritage Weekend?",
        ["Hatton Green Heritage Weekend"],
        [(ATTENDED, B), (BUILDER, F)],
        [
            "Bidford Boat Co",
            "Brindley Narrowboats",
            "Fenland Hulls",
            "Marsden Marine",
            "Stoke Prior Boatbuilders",
        ],
    ),
    (
        "cn30",
        "Which locks are kept by Calder Navigation Company staff?",
        ["Calder Navigation Company"],
        [(EMPLOYER, B), (KEEPER, B)],
        ["Salterhebble Lock"],
    ),
    (
        "cn31",
        "Who manages the canals that the Stratton Canal joins?",
        ["Stratton Canal"],
        [(JOINS, F), (MANAGED, F)],
        ["Avon Navigation Trust", "Inland Waterways Trust"],
    ),
    (
        "cn32",
        "which county is the Sowerby Staircase in",
        ["Sowerby Staircase"],
        [(FLIGHT_TOWN, F), (COUNTY, F)],
        ["Calder Shire"],
    ),
    (
        "cn33",
        "what rallies did Cyril Sidaway's boat go to?",
        ["Cyril Sidaway"],
        [(OWNER, B), (ATTENDED, F)],
        [
            "Elland Canal Festival",
            "Hatton Green Heritage Weekend",
            "Outwell Fen Rally",
            "Todley Floating Market",
        ],
    ),
    (
        "cn34",
        "where does Ada Dawes's apprentice live?",
        ["Ada Dawes"],
        [(TRAINED, B), (LIVES, F)],
        ["Hebble End"],
    ),
    (
        "cn35",
        "who owns the boats moored at Outwell Basin Moorings",
        ["Outwell Basin Moorings"],
        [(MOORED, B), (OWNER, F)],
        [
            "Bridget Isherwood",
            "Dilys Vaughan",
            "Harold Lowe",
            "Nell Kettle",
            "Peggy Perks",
            "Ron Kettle",
            "Walter Onions",
        ],
    ),
    (
        "cn36",
        "who are the lock keepers on the Marsden Narrow Canal",
        ["Marsden Narrow Canal"],
        [(ON, B), (KEEPER, F)],
        ["Ada Dawes", "Cyril Wedge", "Harold Onions", "Ivor Cadbury"],
    ),
    (
        "cn37",
        "which canals do Eleanor Brindle's tunnels and aqueducts carry?",
        ["Eleanor Brindle"],
        [(DESIGNER, B), (CARRIES, F)],
        ["Worcester Cut"],
    ),
    (
        "cn38",
        "what mooring is Hatton Hire Boats' fleet kept at",
        ["Hatton Hire Boats"],
        [(HIRES, F), (MOORED, F)],
        ["Coalbrook Wharf Moorings", "Lapworth Junction Moorings", "Outwell Basin Moorings"],
    ),
    (
        "cn39",
        "boatyards in Calder Shire",
        ["Calder Shire"],
        [(COUNTY, B), (YARD_TOWN, B)],
        ["Calder Steelcraft", "Marsden Marine", "Todley Boatworks"],
    ),
    (
        "cn40",
        "where are the Historic Narrow Boat Club's rallies held",
        ["Historic Narrow Boat Club"],
        [(ORGANISER, B), (RALLY_TOWN, F)],
        ["Brindley Wharf", "Hatton Green"],
    ),
    (
        "cn41",
        "Which county does the keeper of Hatton Lock No. 5 live in?",
        ["Hatton Lock No. 5"],
        [(KEEPER, F), (LIVES, F), (COUNTY, F)],
        ["Fenmarsh"],
    ),
    (
        "cn42",
        "which societies do the owners of Fenland Hulls boats belong to?",
        ["Fenland Hulls"],
        [(BUILDER, B), (OWNER, F), (MEMBER, F)],
        ["Calder Canal Society", "Historic Narrow Boat Club", "Inland Waterways Trust"],
    ),
    (
        "cn43",
        "Which towns are the home moorings of the boats at the Outwell Fen Rally in?",
        ["Outwell Fen Rally"],
        [(ATTENDED, B), (MOORED, F), (MOOR_TOWN, F)],
        [
            "Brindley Wharf",
            "Elland Bridge",
            "Hatton Green",
            "Lapworth End",
            "Outwell Basin",
            "Stoke Prior Wharf",
            "Upwell Bank",
            "Wootton Wawen",
        ],
    ),
    (
        "cn44",
        "who employs the lock keepers that Una Dawes trained?",
        ["Una Dawes"],
        [(TRAINED, B), (EMPLOYER, F)],
        ["Avon Navigation Trust", "Calder Navigation Company"],
    ),
    (
        "cn45",
        "what engines do the boats moored on the Rochdown Canal run on",
        ["Rochdown Canal"],
        [(MOOR_CANAL, B), (MOORED, B), (ENGINE, F)],
        ["Barrus", "Beta Marine", "Kelvin Hughes"],
    ),
    (
        "cn46",
        "Which flights does the keeper who trained Harold Onions look after locks in?",
        ["Harold Onions"],
        [(TRAINED, F), (KEEPER, B), (FLIGHT, F)],
        ["Tardebrook Thirty"],
    ),
    (
        "cn47",
        "what canals does the authority over the canal through Shrewley Tunnel look after?",
        ["Shrewley Tunnel"],
        [(CARRIES, F), (MANAGED, F), (MANAGED, B)],
        ["Coalbrook Arm", "Grand Mercia Canal"],
    ),
    (
        "cn48",
        "Where do the owners of boats built by Brindley Narrowboats live?",
        ["Brindley Narrowboats"],
        [(BUILDER, B), (OWNER, F), (HOMETOWN, F)],
        ["Bidford Weir", "Brindley Wharf", "Elland Bridge", "Stoke Prior Wharf", "Wootton Wawen"],
    ),
    (
        "cn49",
        "who engineered the canal the Tardebrook Thirty is on",
        ["Tardebrook Thirty"],
        [(FLIGHT, B), (ON, F), (CUT_BY, F)],
        ["Eleanor Brindle"],
    ),
    (
        "cn50",
        "what rallies have boats from Black Prince Holidays' marina been to?",
        ["Black Prince Holidays"],
        [(HIRE_BASE, F), (MOORED, B), (ATTENDED, F)],
        ["Hatton Green Heritage Weekend", "Outwell Fen Rally", "Todley Floating Market"],
    ),
    (
        "cn51",
        "who keeps the locks on canals that pass through Elland Bridge",
        ["Elland Bridge"],
        [(THROUGH, B), (ON, B), (KEEPER, F)],
        [
            "Ada Dawes",
            "Barry Onions",
            "Cyril Wedge",
            "Harold Onions",
            "Ivor Cadbury",
            "Keith Isherwood",
            "Nell Nock",
            "Oswald Isherwood",
        ],
    ),
    (
        "cn52",
        "Who manages the canals that Waterside Marinas Ltd's moorings are on?",
        ["Waterside Marinas Ltd"],
        [(MOOR_OP, B), (MOOR_CANAL, F), (MANAGED, F)],
        ["Avon Navigation Trust", "Fenland Drainage Board", "Inland Waterways Trust"],
    ),
    (
        "cn53",
        "which boats turned up at the rallies peggy perks's boat went to",
        ["Peggy Perks"],
        [(OWNER, B), (ATTENDED, F), (ATTENDED, B)],
        [
            "NB Badger",
            "NB Dabchick",
            "NB Fair Maid",
            "NB Heron",
            "NB Kestrel",
            "NB Mayfly",
            "NB Moorhen",
            "NB Persephone",
            "NB Puffin",
            "NB Skylark",
            "NB Snipe",
            "NB Teal",
            "NB Tranquility",
            "NB Water Rat",
        ],
    ),
    (
        "cn54",
        "Which counties do the canals Josiah Tellford engineered pass through?",
        ["Josiah Tellford"],
        [(CUT_BY, B), (THROUGH, F), (COUNTY, F)],
        ["Mercia Vale"],
    ),
    (
        "cn55",
        "which boatyards made the boats Calder Canal Society members own",
        ["Calder Canal Society"],
        [(MEMBER, B), (OWNER, B), (BUILDER, F)],
        [
            "Bidford Boat Co",
            "Brindley Narrowboats",
            "Calder Steelcraft",
            "Fenland Hulls",
            "Hatton Green Dry Dock",
            "Marsden Marine",
            "Stoke Prior Boatbuilders",
            "Todley Boatworks",
        ],
    ),
    ("cn56", "who is the lock keeper at Foxton Locks?", 1),
    ("cn57", "where is NB Thunderbolt moored", 1),
    ("cn58", "Which authority runs the Kennet and Avon Canal?", 1),
    ("cn59", "who built the Pontcysyllte Aqueduct", 1),
    ("cn60", "what boats does Anglo Welsh hire out and where are they moored?", 2),
    ("cn61", "how long is the Grand Mercia Canal?", ["Grand Mercia Canal"], 1, "length"),
    ("cn62", "how deep is Hatton Lock No. 2", ["Hatton Lock No. 2"], 1, "depth"),
    (
        "cn63",
        "how many berths has Hatton Green Marina got?",
        ["Hatton Green Marina"],
        1,
        "number of berths",
    ),
    ("cn64", "how long is NB Kingfisher", ["NB Kingfisher"], 1, "boat length"),
    ("cn65", "When was the Standedge Tunnel opened?", ["Standedge Tunnel"], 1, "opening date"),
    ("cn66", "what's the licence fee on the Rochdown Canal", ["Rochdown Canal"], 1, "licence fee"),
    (
        "cn67",
        "when were the Sowerby Staircase locks last refurbished?",
        ["Sowerby Staircase"],
        1,
        "refurbishment date",
    ),
    (
        "cn68",
        "how much does a week on a Calder Valley Cruising boat cost?",
        ["Calder Valley Cruising"],
        1,
        "hire price",
    ),
    ("cn69", "What year was Josiah Tellford born", ["Josiah Tellford"], 1, "birth year"),
    (
        "cn70",
        "how long does it take to work through Marsden Rise",
        ["Marsden Rise"],
        1,
        "passage time",
    ),
    (
        "cn71",
        "who trained Walter Foxall to work the locks?",
        ["Walter Foxall"],
        1,
        "none for entity: apprenticed to",
    ),
    ("cn72", "who taught Ada Dawes the job", ["Ada Dawes"], 1, "none for entity: apprenticed to"),
    (
        "cn73",
        "which flight is Todley Lock part of?",
        ["Todley Lock"],
        1,
        "none for entity: partOfFlight",
    ),
    ("cn74", "what rallies has NB Otter been to", ["NB Otter"], 1, "none for entity: attended"),
    (
        "cn75",
        "what societies is lock keeper Nell Nock a member of",
        ["Nell Nock"],
        1,
        "none for entity: memberOf",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names (with their types) by id."""
    facts = facts_by_name()
    names = {x: f"{x}\t{TYPES[x]}" for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5261), range(100000), "wway/{:05d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(
        HERE, triples, {i: n.split("\t")[0] for i, n in names.items()}, QUESTIONS
    )
