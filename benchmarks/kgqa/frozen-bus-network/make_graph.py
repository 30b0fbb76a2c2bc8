"""Build the `frozen-bus-network` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional region's bus network: routes (service numbers) with their operator, their two
termini, the towns they call at on the way, the depot that works them and the council that
tenders them; operators with their owning group and head-office town; depots with their town,
operator and depot manager; buses (by fleet number) with their model and home depot; models
with their chassis maker and bodybuilder; makers with their country; drivers with the depot
they sign on at, the routes they are rostered on, their home town and the instructor who
passed them out; councils with their county; towns with their county. Every person, place,
firm and bus is invented. The schema, counties, towns, groups, operators, depots, councils,
models, makers and routes are written by hand below; a seeded generator
(`random.Random(5252)`) draws the people's names and the filler facts (fleet, rosters,
homes, instructors). The entities carry a `types` column. The questions are written by hand
at the bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers written beside them.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-bus-network/make_graph.py
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

IN_COUNTY = "adminArea"
OPERATOR = "OPR"
TERM_A = "terminus_from"
TERM_B = "terminus_to"
VIA = "calls at"
WORKED_FROM = "allocated_depot"
TENDERED = "tender:authority"
PARENT = "subsidiary of"
HO = "ho_town"
DEPOT_TOWN = "depot.town"
DEPOT_OPR = "runBy"
DEPOT_MGR = "Depot Manager"
MODEL = "vehicle_type"
HOME_DEPOT = "outstationed at"
CHASSIS = "chassisMake"
BODY = "bodied by"
MADE_IN = "mfr.country"
SIGNS_ON = "signs_on_at"
ROSTER = "roster[]"
RESIDES = "resides"
PASSED_OUT = "passed out by"
COUNCIL_COUNTY = "covers"

COUNTIES = {
    "Hallamshire": ["Ketterby", "Ossington", "Brayford", "Lindale", "Crowmarsh"],
    "South Wendle": ["Wendle Market", "Thorpe Ashby", "Cawthorne", "Saxilby Moor"],
    "Easterdale": ["Easterby", "Fenwick Staithe", "Malbrook", "Gorsey Bank", "Ulceby"],
    "North Rydal": ["Rydal Bridge", "Hawkshead Row", "Ambleford", "Scarth"],
}
COUNCILS = {
    "Hallamshire County Council": "Hallamshire",
    "South Wendle Transport Authority": "South Wendle",
    "Easterdale Council": "Easterdale",
    "North Rydal Combined Authority": "North Rydal",
}
GROUPS = {
    "Transcore Group": "Brayford",
    "Northline Holdings": "Rydal Bridge",
    "Wendle Municipal Trust": "Wendle Market",
}
# operator -> (group or None, head-office town)
OPERATORS = {
    "Ketterby Motor Services": ("Transcore Group", "Ketterby"),
    "Brayford Bus Company": ("Transcore Group", "Brayford"),
    "Wendle Citylink": ("Wendle Municipal Trust", "Wendle Market"),
    "Fenline Coaches": (None, "Fenwick Staithe"),
    "Rydal Rider": ("Northline Holdings", "Rydal Bridge"),
    "Dales Hopper": ("Northline Holdings", "Scarth"),
    "Easterby & District": ("Transcore Group", "Easterby"),
    "Moorland Minibuses": (None, "Saxilby Moor"),
}
# depot -> (town, operator)
DEPOTS = {
    "Ketterby Garage": ("Ketterby", "Ketterby Motor Services"),
    "Lindale Road Depot": ("Lindale", "Ketterby Motor Services"),
    "Brayford Central Depot": ("Brayford", "Brayford Bus Company"),
    "Wendle Market Garage": ("Wendle Market", "Wendle Citylink"),
    "Cawthorne Yard": ("Cawthorne", "Wendle Citylink"),
    "Fenwick Staithe Depot": ("Fenwick Staithe", "Fenline Coaches"),
    "Rydal Bridge Works": ("Rydal Bridge", "Rydal Rider"),
    "Scarth Outstation": ("Scarth", "Dales Hopper"),
    "Easterby Garage": ("Easterby", "Easterby & District"),
    "Malbrook Depot": ("Malbrook", "Easterby & District"),
    "Saxilby Moor Yard": ("Saxilby Moor", "Moorland Minibuses"),
}
MAKERS = {
    "Harlow Dennison": "United Kingdom",
    "Volterra": "Sweden",
    "Kessler Nutzfahrzeuge": "Germany",
    "Wrightway Coachworks": "United Kingdom",
    "Plaxford Bodies": "United Kingdom",
    "Yutang Motors": "China",
    "Optimo": "Netherlands",
    "Alexandra Coachbuilders": "United Kingdom",
}
# model -> (chassis maker, bodybuilder)
MODELS = {
    "Enviro 220": ("Harlow Dennison", "Alexandra Coachbuilders"),
    "Enviro 400": ("Harlow Dennison", "Alexandra Coachbuilders"),
    "B8RLE": ("Volterra", "Wrightway Coachworks"),
    "B5LH Gemini": ("Volterra", "Wrightway Coachworks"),
    "Citaro K": ("Kessler Nutzfahrzeuge", "Kessler Nutzfahrzeuge"),
    "Panther": ("Volterra", "Plaxford Bodies"),
    "E12 Electric": ("Yutang Motors", "Yutang Motors"),
    "Solo SR": ("Optimo", "Optimo"),
    "Streetlite": ("Harlow Dennison", "Wrightway Coachworks"),
    "Sprinter Mobility": ("Kessler Nutzfahrzeuge", "Plaxford Bodies"),
}
# route -> (terminus from, terminus to, via towns, depot, tendering council or None)
ROUTES = {
    "Service 1": ("Ketterby", "Brayford", ["Ossington"], "Ketterby Garage", None),
    "Service 2": ("Ketterby", "Lindale", [], "Lindale Road Depot", None),
    "Service 3": (
        "Brayford",
        "Crowmarsh",
        ["Lindale"],
        "Brayford Central Depot",
        "Hallamshire County Council",
    ),
    "Service 5": ("Brayford", "Ossington", [], "Brayford Central Depot", None),
    "Service 7A": (
        "Lindale",
        "Crowmarsh",
        ["Ossington", "Ketterby"],
        "Lindale Road Depot",
        "Hallamshire County Council",
    ),
    "X9 Express": ("Brayford", "Wendle Market", ["Crowmarsh"], "Brayford Central Depot", None),
    "Service 10": ("Wendle Market", "Thorpe Ashby", [], "Wendle Market Garage", None),
    "Service 11": ("Wendle Market", "Cawthorne", ["Thorpe Ashby"], "Wendle Market Garage", None),
    "Service 12": (
        "Cawthorne",
        "Saxilby Moor",
        [],
        "Cawthorne Yard",
        "South Wendle Transport Authority",
    ),
    "Service 14": ("Wendle Market", "Saxilby Moor", ["Cawthorne"], "Cawthorne Yard", None),
    "Moor Link M1": (
        "Saxilby Moor",
        "Thorpe Ashby",
        [],
        "Saxilby Moor Yard",
        "South Wendle Transport Authority",
    ),
    "Moor Link M2": (
        "Saxilby Moor",
        "Cawthorne",
        ["Thorpe Ashby"],
        "Saxilby Moor Yard",
        "South Wendle Transport Authority",
    ),
    "Fen 20": ("Fenwick Staithe", "Easterby", ["Gorsey Bank"], "Fenwick Staithe Depot", None),
    "Fen 21": ("Fenwick Staithe", "Ulceby", [], "Fenwick Staithe Depot", "Easterdale Council"),
    "Fen 22": (
        "Fenwick Staithe",
        "Malbrook",
        ["Ulceby"],
        "Fenwick Staithe Depot",
        "Easterdale Council",
    ),
    "Service 30": ("Easterby", "Malbrook", [], "Easterby Garage", None),
    "Service 31": ("Easterby", "Gorsey Bank", [], "Easterby Garage", None),
    "Service 32": (
        "Easterby",
        "Ulceby",
        ["Gorsey Bank", "Malbrook"],
        "Malbrook Depot",
        "Easterdale Council",
    ),
    "Coastliner 36": (
        "Easterby",
        "Wendle Market",
        ["Malbrook", "Cawthorne"],
        "Easterby Garage",
        None,
    ),
    "Service 40": ("Rydal Bridge", "Ambleford", [], "Rydal Bridge Works", None),
    "Service 41": ("Rydal Bridge", "Hawkshead Row", ["Ambleford"], "Rydal Bridge Works", None),
    "Service 42": (
        "Rydal Bridge",
        "Scarth",
        ["Hawkshead Row"],
        "Rydal Bridge Works",
        "North Rydal Combined Authority",
    ),
    "Dales 50": ("Scarth", "Ambleford", [], "Scarth Outstation", "North Rydal Combined Authority"),
    "Dales 51": (
        "Scarth",
        "Ulceby",
        ["Hawkshead Row"],
        "Scarth Outstation",
        "North Rydal Combined Authority",
    ),
    "Service 6": ("Ketterby", "Crowmarsh", [], "Ketterby Garage", None),
    "Night N1": ("Brayford", "Ketterby", ["Ossington"], "Brayford Central Depot", None),
    "Night N40": ("Rydal Bridge", "Ambleford", [], "Rydal Bridge Works", None),
    "Park and Ride P1": (
        "Wendle Market",
        "Thorpe Ashby",
        [],
        "Wendle Market Garage",
        "South Wendle Transport Authority",
    ),
    "Rail Link R3": ("Easterby", "Fenwick Staithe", [], "Malbrook Depot", None),
    "Skylink 99": (
        "Brayford",
        "Rydal Bridge",
        ["Wendle Market", "Scarth"],
        "Brayford Central Depot",
        None,
    ),
}
FIRST = [
    "Gareth",
    "Shirley",
    "Mohammed",
    "Deborah",
    "Stuart",
    "Agnieszka",
    "Wayne",
    "Lorraine",
    "Neville",
    "Precious",
    "Barry",
    "Janice",
    "Tomas",
    "Yasmin",
    "Clive",
    "Bernadette",
    "Dwayne",
    "Kerry",
    "Raymond",
    "Olena",
    "Glen",
    "Samina",
    "Trevor",
    "Michelle",
]
LAST = [
    "Ackroyd",
    "Bramhall",
    "Chaudhry",
    "Dobson",
    "Entwistle",
    "Fairbairn",
    "Gledhill",
    "Hirst",
    "Illingworth",
    "Jowett",
    "Kershaw",
    "Lumb",
    "Mellor",
    "Nuttall",
    "Ormerod",
    "Pickles",
    "Rushworth",
    "Sugden",
    "Tattersall",
    "Wadsworth",
    "Yeadon",
    "Zielinski",
]
TYPES: dict[str, str] = {}


def _typed(kind: str, names: Any) -> None:
    for n in names:
        TYPES[n] = kind


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5252)
    facts: list[tuple[str, str, str]] = []
    for county, towns in COUNTIES.items():
        facts += [(t, IN_COUNTY, county) for t in towns]
        _typed("town", towns)
    _typed("county", COUNTIES)
    towns = [t for ts in COUNTIES.values() for t in ts]
    for c, county in COUNCILS.items():
        facts.append((c, COUNCIL_COUNTY, county))
    _typed("council", COUNCILS)
    for g, town in GROUPS.items():
        facts.append((g, HO, town))
    _typed("group", GROUPS)
    for o, (g, town) in OPERATORS.items():
        facts.append((o, HO, town))
        if g:
            facts.append((o, PARENT, g))
    _typed("operator", OPERATORS)
    for mk, country in MAKERS.items():
        facts.append((mk, MADE_IN, country))
    _typed("manufacturer", MAKERS)
    _typed("country", MAKERS.values())
    for md, (ch, body) in MODELS.items():
        facts += [(md, CHASSIS, ch), (md, BODY, body)]
    _typed("bus model", MODELS)
    people = full_names(rng, FIRST, LAST, 118, set())
    _typed("person", people)
    depots = list(DEPOTS)
    crew: dict[str, list[str]] = {d: [] for d in depots}
    for (d, (town, opr)), mgr in zip(DEPOTS.items(), people[: len(DEPOTS)], strict=True):
        facts += [(d, DEPOT_TOWN, town), (d, DEPOT_OPR, opr), (d, DEPOT_MGR, mgr)]
        crew[d].append(mgr)
    _typed("depot", DEPOTS)
    instructors = people[len(depots) : len(depots) + 8]
    for p in people[len(depots) :]:
        d = rng.choice(depots)
        crew[d].append(p)
        facts.append((p, SIGNS_ON, d))
    for p in people:
        facts.append((p, RESIDES, rng.choice(towns)))
    for p in people[len(depots) + 8 :]:
        facts.append((p, PASSED_OUT, rng.choice(instructors)))
    by_depot: dict[str, list[str]] = {d: [] for d in depots}
    for r, (a, b, via, d, council) in ROUTES.items():
        opr = DEPOTS[d][1]
        facts += [(r, OPERATOR, opr), (r, TERM_A, a), (r, TERM_B, b), (r, WORKED_FROM, d)]
        facts += [(r, VIA, v) for v in via]
        if council:
            facts.append((r, TENDERED, council))
        by_depot[d].append(r)
    _typed("bus route", ROUTES)
    for d in depots:
        for p in crew[d][1:]:
            if by_depot[d]:
                for r in rng.sample(by_depot[d], min(len(by_depot[d]), rng.choice([1, 2, 2, 3]))):
                    facts.append((p, ROSTER, r))
    models = list(MODELS)
    fleet = rng.sample(range(1000, 9999), 62)
    for i, num in enumerate(fleet):
        bus = f"fleet no. {num}"
        TYPES[bus] = "bus"
        facts += [(bus, MODEL, models[i % len(models)]), (bus, HOME_DEPOT, depots[i % len(depots)])]
    return facts


QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    ("bn-1-01", "who runs the Service 42", ["Service 42"], [(OPERATOR, "->")], ["Rydal Rider"]),
    (
        "bn-1-02",
        "where does the X9 Express start from",
        ["X9 Express"],
        [(TERM_A, "->")],
        ["Brayford"],
    ),
    ("bn-1-03", "where does fen 22 end up", ["Fen 22"], [(TERM_B, "->")], ["Malbrook"]),
    (
        "bn-1-04",
        "stops along the way on Coastliner 36",
        ["Coastliner 36"],
        [(VIA, "->")],
        ["Cawthorne", "Malbrook"],
    ),
    (
        "bn-1-05",
        "which garage does Service 32 run out of",
        ["Service 32"],
        [(WORKED_FROM, "->")],
        ["Malbrook Depot"],
    ),
    (
        "bn-1-06",
        "who subsidises Dales 51",
        ["Dales 51"],
        [(TENDERED, "->")],
        ["North Rydal Combined Authority"],
    ),
    ("bn-1-07", "Who owns Rydal Rider?", ["Rydal Rider"], [(PARENT, "->")], ["Northline Holdings"]),
    (
        "bn-1-08",
        "Ketterby Garage's manager",
        ["Ketterby Garage"],
        [(DEPOT_MGR, "->")],
        ["Yasmin Ackroyd"],
    ),
    (
        "bn-1-09",
        "what kind of bus is fleet no. 2037",
        ["fleet no. 2037"],
        [(MODEL, "->")],
        ["E12 Electric"],
    ),
    (
        "bn-1-10",
        "where's fleet no. 4318 kept",
        ["fleet no. 4318"],
        [(HOME_DEPOT, "->")],
        ["Easterby Garage"],
    ),
    (
        "bn-1-11",
        "who makes the chassis under the Panther",
        ["Panther"],
        [(CHASSIS, "->")],
        ["Volterra"],
    ),
    (
        "bn-1-12",
        "which coachbuilder puts the body on a Streetlite",
        ["Streetlite"],
        [(BODY, "->")],
        ["Wrightway Coachworks"],
    ),
    (
        "bn-1-13",
        "what country is Yutang Motors from",
        ["Yutang Motors"],
        [(MADE_IN, "->")],
        ["China"],
    ),
    (
        "bn-1-14",
        "which depot does Janice Illingworth report to for her shifts",
        ["Janice Illingworth"],
        [(SIGNS_ON, "->")],
        ["Cawthorne Yard"],
    ),
    (
        "bn-1-15",
        "what routes does Kerry Zielinski drive",
        ["Kerry Zielinski"],
        [(ROSTER, "->")],
        ["Service 40", "Service 41", "Service 42"],
    ),
    (
        "bn-1-16",
        "where does gareth bramhall live",
        ["Gareth Bramhall"],
        [(RESIDES, "->")],
        ["Wendle Market"],
    ),
    (
        "bn-1-17",
        "who was Deborah Kershaw's driving instructor",
        ["Deborah Kershaw"],
        [(PASSED_OUT, "->")],
        ["Tomas Pickles"],
    ),
    (
        "bn-1-18",
        "bus companies in the Transcore Group",
        ["Transcore Group"],
        [(PARENT, "<-")],
        ["Brayford Bus Company", "Easterby & District", "Ketterby Motor Services"],
    ),
    (
        "bn-1-19",
        "which bus services go through Hawkshead Row",
        ["Hawkshead Row"],
        [(VIA, "<-")],
        ["Dales 51", "Service 42"],
    ),
    (
        "bn-1-20",
        "Easterby & District's depots",
        ["Easterby & District"],
        [(DEPOT_OPR, "<-")],
        ["Easterby Garage", "Malbrook Depot"],
    ),
    # two hops
    (
        "bn-2-01",
        "what county is Scarth Outstation in",
        ["Scarth Outstation"],
        [(DEPOT_TOWN, "->"), (IN_COUNTY, "->")],
        ["North Rydal"],
    ),
    (
        "bn-2-02",
        "parent company of whoever operates the Service 11",
        ["Service 11"],
        [(OPERATOR, "->"), (PARENT, "->")],
        ["Wendle Municipal Trust"],
    ),
    (
        "bn-2-03",
        "who manages the depot the 7A runs from",
        ["Service 7A"],
        [(WORKED_FROM, "->"), (DEPOT_MGR, "->")],
        ["Agnieszka Yeadon"],
    ),
    (
        "bn-2-04",
        "what types of bus are kept at Malbrook Depot",
        ["Malbrook Depot"],
        [(HOME_DEPOT, "<-"), (MODEL, "->")],
        ["B5LH Gemini", "B8RLE", "Enviro 220", "Enviro 400", "Sprinter Mobility"],
    ),
    (
        "bn-2-05",
        "where do the drivers on the Fen 21 live",
        ["Fen 21"],
        [(ROSTER, "<-"), (RESIDES, "->")],
        ["Fenwick Staithe", "Lindale", "Malbrook", "Saxilby Moor"],
    ),
    (
        "bn-2-06",
        "routes the Easterdale council puts out to tender",
        ["Easterdale"],
        [(COUNCIL_COUNTY, "<-"), (TENDERED, "<-")],
        ["Fen 21", "Fen 22", "Service 32"],
    ),
    (
        "bn-2-07",
        "which country is the B5LH Gemini's chassis built in",
        ["B5LH Gemini"],
        [(CHASSIS, "->"), (MADE_IN, "->")],
        ["Sweden"],
    ),
    (
        "bn-2-08",
        "who trained the drivers at Cawthorne Yard",
        ["Cawthorne Yard"],
        [(SIGNS_ON, "<-"), (PASSED_OUT, "->")],
        ["Clive Dobson", "Dwayne Zielinski", "Gareth Kershaw", "Neville Mellor", "Tomas Pickles"],
    ),
    (
        "bn-2-09",
        "routes starting from the same town as Service 40",
        ["Service 40"],
        [(TERM_A, "->"), (TERM_A, "<-")],
        ["Night N40", "Service 40", "Service 41", "Service 42"],
    ),
    (
        "bn-2-10",
        "where's the head office of the company that runs the 14",
        ["Service 14"],
        [(OPERATOR, "->"), (HO, "->")],
        ["Wendle Market"],
    ),
    (
        "bn-2-11",
        "Which routes are driven by people who live in Ulceby?",
        ["Ulceby"],
        [(RESIDES, "<-"), (ROSTER, "->")],
        [
            "Coastliner 36",
            "Dales 50",
            "Dales 51",
            "Fen 20",
            "Fen 22",
            "Park and Ride P1",
            "Service 10",
            "Service 11",
            "Service 31",
            "Service 40",
            "Service 6",
        ],
    ),
    (
        "bn-2-12",
        "which depots have Solo SR buses",
        ["Solo SR"],
        [(MODEL, "<-"), (HOME_DEPOT, "->")],
        [
            "Brayford Central Depot",
            "Cawthorne Yard",
            "Fenwick Staithe Depot",
            "Rydal Bridge Works",
            "Scarth Outstation",
            "Wendle Market Garage",
        ],
    ),
    (
        "bn-2-13",
        "routes terminating in North Rydal",
        ["North Rydal"],
        [(IN_COUNTY, "<-"), (TERM_B, "<-")],
        ["Dales 50", "Night N40", "Service 40", "Service 41", "Service 42", "Skylink 99"],
    ),
    (
        "bn-2-14",
        "depots belonging to Wendle Municipal Trust's bus companies",
        ["Wendle Municipal Trust"],
        [(PARENT, "<-"), (DEPOT_OPR, "<-")],
        ["Cawthorne Yard", "Wendle Market Garage"],
    ),
    (
        "bn-2-15",
        "which services does Barry Ormerod's depot work",
        ["Barry Ormerod"],
        [(SIGNS_ON, "->"), (WORKED_FROM, "<-")],
        ["Dales 50", "Dales 51"],
    ),
    (
        "bn-2-16",
        "depots where the drivers Clive Dobson passed out now sign on",
        ["Clive Dobson"],
        [(PASSED_OUT, "<-"), (SIGNS_ON, "->")],
        [
            "Brayford Central Depot",
            "Cawthorne Yard",
            "Easterby Garage",
            "Ketterby Garage",
            "Malbrook Depot",
            "Scarth Outstation",
            "Wendle Market Garage",
        ],
    ),
    (
        "bn-2-17",
        "fleet numbers of buses on a Volterra chassis",
        ["Volterra"],
        [(CHASSIS, "<-"), (MODEL, "<-")],
        [
            "fleet no. 1983",
            "fleet no. 2010",
            "fleet no. 3000",
            "fleet no. 4053",
            "fleet no. 4056",
            "fleet no. 4769",
            "fleet no. 5998",
            "fleet no. 6442",
            "fleet no. 6774",
            "fleet no. 6810",
            "fleet no. 7116",
            "fleet no. 7833",
            "fleet no. 8056",
            "fleet no. 8513",
            "fleet no. 9510",
            "fleet no. 9706",
            "fleet no. 9738",
            "fleet no. 9858",
        ],
    ),
    (
        "bn-2-18",
        "which counties does Skylink 99 pass through on the way",
        ["Skylink 99"],
        [(VIA, "->"), (IN_COUNTY, "->")],
        ["North Rydal", "South Wendle"],
    ),
    (
        "bn-2-19",
        "who operates out of Lindale",
        ["Lindale"],
        [(DEPOT_TOWN, "<-"), (DEPOT_OPR, "->")],
        ["Ketterby Motor Services"],
    ),
    (
        "bn-2-20",
        "who else drives the routes Neville Lumb drives",
        ["Neville Lumb"],
        [(ROSTER, "->"), (ROSTER, "<-")],
        [
            "Agnieszka Mellor",
            "Barry Ormerod",
            "Glen Jowett",
            "Mohammed Lumb",
            "Neville Lumb",
            "Olena Zielinski",
            "Precious Nuttall",
            "Raymond Wadsworth",
            "Samina Lumb",
            "Stuart Dobson",
            "Stuart Zielinski",
            "Trevor Ackroyd",
        ],
    ),
    # three hops
    (
        "bn-3-01",
        "what county is the garage that works Service 3 in",
        ["Service 3"],
        [(WORKED_FROM, "->"), (DEPOT_TOWN, "->"), (IN_COUNTY, "->")],
        ["Hallamshire"],
    ),
    (
        "bn-3-02",
        "who bodied the buses kept at Scarth Outstation",
        ["Scarth Outstation"],
        [(HOME_DEPOT, "<-"), (MODEL, "->"), (BODY, "->")],
        ["Alexandra Coachbuilders", "Optimo", "Plaxford Bodies", "Wrightway Coachworks"],
    ),
    (
        "bn-3-03",
        "which group owns the company whose depot Trevor Ackroyd signs on at",
        ["Trevor Ackroyd"],
        [(SIGNS_ON, "->"), (DEPOT_OPR, "->"), (PARENT, "->")],
        ["Northline Holdings"],
    ),
    (
        "bn-3-04",
        "managers of the depots of Transcore Group's bus firms",
        ["Transcore Group"],
        [(PARENT, "<-"), (DEPOT_OPR, "<-"), (DEPOT_MGR, "->")],
        ["Agnieszka Yeadon", "Clive Rushworth", "Precious Jowett", "Tomas Lumb", "Yasmin Ackroyd"],
    ),
    (
        "bn-3-05",
        "where do the instructors of the Service 1 drivers live",
        ["Service 1"],
        [(ROSTER, "<-"), (PASSED_OUT, "->"), (RESIDES, "->")],
        ["Ambleford", "Fenwick Staithe", "Gorsey Bank", "Saxilby Moor"],
    ),
    (
        "bn-3-06",
        "which firms run buses calling at towns in Hallamshire",
        ["Hallamshire"],
        [(IN_COUNTY, "<-"), (VIA, "<-"), (OPERATOR, "->")],
        ["Brayford Bus Company", "Ketterby Motor Services"],
    ),
    (
        "bn-3-07",
        "which councils tender routes worked from Wendle Citylink's depots",
        ["Wendle Citylink"],
        [(DEPOT_OPR, "<-"), (WORKED_FROM, "<-"), (TENDERED, "->")],
        ["South Wendle Transport Authority"],
    ),
    (
        "bn-3-08",
        "chassis makers of the buses at Brayford Central Depot",
        ["Brayford Central Depot"],
        [(HOME_DEPOT, "<-"), (MODEL, "->"), (CHASSIS, "->")],
        ["Kessler Nutzfahrzeuge", "Optimo", "Volterra", "Yutang Motors"],
    ),
    (
        "bn-3-09",
        "home towns of the drivers on routes that finish in Ulceby",
        ["Ulceby"],
        [(TERM_B, "<-"), (ROSTER, "<-"), (RESIDES, "->")],
        [
            "Ambleford",
            "Brayford",
            "Crowmarsh",
            "Easterby",
            "Fenwick Staithe",
            "Gorsey Bank",
            "Hawkshead Row",
            "Lindale",
            "Malbrook",
            "Saxilby Moor",
            "Scarth",
            "Ulceby",
        ],
    ),
    (
        "bn-3-10",
        "which towns do the routes out of fleet no. 8513's depot call at",
        ["fleet no. 8513"],
        [(HOME_DEPOT, "->"), (WORKED_FROM, "<-"), (VIA, "->")],
        ["Gorsey Bank", "Ulceby"],
    ),
    (
        "bn-3-11",
        "counties the drivers Glen Entwistle passed out live in",
        ["Glen Entwistle"],
        [(PASSED_OUT, "<-"), (RESIDES, "->"), (IN_COUNTY, "->")],
        ["Easterdale", "Hallamshire", "North Rydal", "South Wendle"],
    ),
    (
        "bn-3-12",
        "what bus models are kept at the depot Kerry Mellor manages",
        ["Kerry Mellor"],
        [(DEPOT_MGR, "<-"), (HOME_DEPOT, "<-"), (MODEL, "->")],
        ["B5LH Gemini", "B8RLE", "Citaro K", "Enviro 220", "Enviro 400"],
    ),
    (
        "bn-3-13",
        "whose routes do Crowmarsh residents drive, which companies",
        ["Crowmarsh"],
        [(RESIDES, "<-"), (ROSTER, "->"), (OPERATOR, "->")],
        ["Brayford Bus Company", "Dales Hopper", "Easterby & District", "Rydal Rider"],
    ),
    (
        "bn-3-14",
        "what county is Dales Hopper's parent group headquartered in",
        ["Dales Hopper"],
        [(PARENT, "->"), (HO, "->"), (IN_COUNTY, "->")],
        ["North Rydal"],
    ),
    (
        "bn-3-15",
        "where do the services from the depot in cawthorne run to",
        ["Cawthorne"],
        [(DEPOT_TOWN, "<-"), (WORKED_FROM, "<-"), (TERM_B, "->")],
        ["Saxilby Moor"],
    ),
    # not in the graph
    ("bn-n-01", "who runs the Service 88 to Polperrow", 1),
    ("bn-n-02", "which depot is fleet no. 0001 at", 1),
    ("bn-n-03", "who manages Harwich Road Garage", 1),
    ("bn-n-04", "what county is Pelton Bridge in", 1),
    ("bn-n-05", "which group owns the operator of the Goldline 700", 2),
    # relations the graph lacks
    ("bn-l-01", "how often does Service 10 run", ["Service 10"], 1, "frequency"),
    ("bn-l-02", "what time's the last bus on Night N1", ["Night N1"], 1, "timetable"),
    ("bn-l-03", "how much is a day ticket on Rydal Rider", ["Rydal Rider"], 1, "fare"),
    ("bn-l-04", "how many seats on an Enviro 400", ["Enviro 400"], 1, "seating capacity"),
    ("bn-l-05", "when did Fenline Coaches start up", ["Fenline Coaches"], 1, "founding date"),
    ("bn-l-06", "how old is fleet no. 3957", ["fleet no. 3957"], 1, "age"),
    (
        "bn-l-07",
        "Brayford Central Depot phone number",
        ["Brayford Central Depot"],
        1,
        "phone number",
    ),
    ("bn-l-08", "how long does the Skylink 99 take end to end", ["Skylink 99"], 1, "journey time"),
    ("bn-l-09", "is the Dales 50 wheelchair accessible", ["Dales 50"], 1, "accessibility"),
    (
        "bn-l-10",
        "how many years has Gareth Kershaw been driving",
        ["Gareth Kershaw"],
        1,
        "years of service",
    ),
    (
        "bn-l-11",
        "which towns does Service 10 stop at on the way",
        ["Service 10"],
        1,
        "none for entity: calls at",
    ),
    (
        "bn-l-12",
        "who subsidises Service 30",
        ["Service 30"],
        1,
        "none for entity: tender:authority",
    ),
    (
        "bn-l-13",
        "who owns Fenline Coaches",
        ["Fenline Coaches"],
        1,
        "none for entity: subsidiary of",
    ),
    (
        "bn-l-14",
        "who was Yasmin Ackroyd's driving instructor",
        ["Yasmin Ackroyd"],
        1,
        "none for entity: passed out by",
    ),
    (
        "bn-l-15",
        "what routes does Clive Rushworth drive",
        ["Clive Rushworth"],
        1,
        "none for entity: roster[]",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5253), range(10000), "bs'{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    if not TYPES:
        facts_by_name()
    typed = {eid: f"{name}\t{TYPES[name]}" for eid, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
