"""Build the `frozen-lighthouses` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional coast's lighthouses and coastal weather stations: lighthouses with their site,
the authority that maintains them, their designing engineer, their optic, the sea area they
guard, their keepers, the centre that monitors them now and their fog signal; optics and
instruments with their makers, makers with their country; keepers with their birthplace and
the principal keeper they served under; engineers with their practice and who they were a
pupil of; authorities with their head-office port; monitoring centres with their town;
weather stations with their site, operator, instruments, the sea area they report for, their
observers and the lighthouse they share a site with; observers with their home; reefs and
hazards with the lighthouse that marks them and their sea area; wrecks with the hazard they
struck and their home port; places with their county, counties with their country. Every
person, place, ship and firm is invented. The schema and the places, lighthouses, stations,
hazards and firms are written by hand below; a seeded generator (`random.Random(5153)`) draws
the people's names and the filler facts. The questions are written by hand at the bottom by
name and path; their answers are computed from the graph by `paths.write_questions_by_name`
and checked against the answers written beside them. Re-running the script rewrites the same
files.

    python benchmarks/kgqa/frozen-lighthouses/make_graph.py
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
CTRY = "ctry"
SITE = "geo:site"
MAINTAINED = "MaintainedBy"
DESIGNED = "designed_by"
OPTIC = "optic"
MFR = "mfr."
GUARDS = "guards"
KEEPER = "keeper[]"
MONITORED = "monitored from"
FOG = "FOG_SIG"
BORN = "born@"
SERVED_UNDER = "served under"
PUPIL = "pupil of"
PRACTICE = "practice"
HQ_PORT = "hq_port"
CENTRE_LOC = "centre.loc"
SITED = "sited"
OPERATOR = "operator"
INSTRUMENT = "hasInstrument"
MADE_BY = "made by"
REPORTS = "reports for"
OBSERVER = "obs"
CO_LOCATED = "co-located with"
LIVES = "home"
MARKED = "marked by"
SEA_AREA = "in sea area"
STRUCK = "struck"
HOME_PORT = "port of registry"
MAKER_COUNTRY = "HQ_COUNTRY"
TRAINED = "trainedAt"
COLLEGE_TOWN = "campus"
SIGHTED = "last seen from"

# country -> county -> coastal places
COUNTRIES = {
    "Calderland": {
        "Skerrow": ["Skerrow Head", "Ardmhor", "Port Vannan", "Lochaidh", "Eilean Rua"],
        "North Brenna": ["Brenna Ness", "Stromvik", "Hallow Geo", "Kettleness"],
    },
    "Morvenna": {
        "Penwith Reach": ["Porthkerris", "Trevose Point", "Gwennap Cove", "St Levan's Bay"],
        "Dunmarrow": ["Dunmarrow Quay", "Carrick Roads End", "Mallory Sands"],
        "Vell": ["Vellan Head", "Polgarth", "Kestle Mouth"],
    },
    "Hallandia": {
        "East Fenmark": ["Fenmouth", "Saltholme", "Wrackley", "Orford Spit"],
        "Skaw Coast": ["Skaw Point", "Nordby Havn", "Lerwyck"],
    },
}

SEA_AREAS = [
    "Hebridean Deep",
    "Brenna Sound",
    "Western Approaches",
    "Morvenna Bight",
    "Fenmark Banks",
    "Skaw Rack",
    "Outer Calder",
    "Lizard Tail",
]

# authority -> head-office port
AUTHORITIES = {
    "Northern Lights Commission": "Port Vannan",
    "Morvenna Trinity Board": "Porthkerris",
    "Hallandia Maritime Lights": "Fenmouth",
}

CENTRES = {
    "Vannan Lights Control": "Port Vannan",
    "Porthkerris Monitoring Centre": "Porthkerris",
    "Fenmouth Operations Room": "Fenmouth",
}
CENTRE_OF = dict(zip(AUTHORITIES, CENTRES, strict=True))

MAKER_COUNTRIES = {
    "Chance Brothers & Co": "Calderland",
    "Barbier Bénard et Turenne": "France",
    "Henry-Lepaute": "France",
    "Stevenson Optics": "Calderland",
    "AGA Ljus": "Sweden",
    "Vaisalux": "Finland",
    "Kestrel Meteorics": "Morvenna",
    "Gill Windworks": "Morvenna",
    "Dunmore Instruments": "Hallandia",
    "Thies Klima": "Germany",
}

OPTICS = {
    "first-order Fresnel lens": "Chance Brothers & Co",
    "second-order Fresnel lens": "Barbier Bénard et Turenne",
    "third-order catadioptric lens": "Henry-Lepaute",
    "hyperradial lens": "Chance Brothers & Co",
    "bivalve lens": "Stevenson Optics",
    "rotating beacon VRB-25": "AGA Ljus",
    "LED lantern": "Stevenson Optics",
    "fourth-order drum lens": "Henry-Lepaute",
}

INSTRUMENTS = {
    "cup anemometer": "Gill Windworks",
    "ultrasonic anemometer": "Vaisalux",
    "aneroid barometer": "Dunmore Instruments",
    "Stevenson screen thermometer": "Dunmore Instruments",
    "tipping-bucket rain gauge": "Thies Klima",
    "visibility sensor": "Vaisalux",
    "wave rider buoy link": "Kestrel Meteorics",
    "sunshine recorder": "Kestrel Meteorics",
    "present weather sensor": "Thies Klima",
    "hygrometer": "Gill Windworks",
}

COLLEGES = {
    "Calder School of Meteorology": "Stromvik",
    "Morvenna Maritime College": "Dunmarrow Quay",
    "Fenmark Institute of Marine Science": "Saltholme",
}

FOG_SIGNALS = ["diaphone", "siren", "electric emitter", "explosive fog gun"]
ENGINEER_PRACTICES = [
    "Stevenson & Keir",
    "Douglass Partners",
    "Brenna Harbour Works",
    "Fenmark Coastal Engineers",
]
OPERATORS = ["Calder Met Service", "Morvenna Weather Bureau", "Hallandia Coastguard Met Unit"]

# lighthouse -> (site, authority, sea area, fog signal or None)
LIGHTHOUSES = {
    "Skerrow Head Light": ("Skerrow Head", 0, 0, "diaphone"),
    "Ardmhor Lighthouse": ("Ardmhor", 0, 0, None),
    "Vannan Breakwater Light": ("Port Vannan", 0, 6, "siren"),
    "Lochaidh Point Light": ("Lochaidh", 0, 6, None),
    "Eilean Rua Lighthouse": ("Eilean Rua", 0, 0, "explosive fog gun"),
    "Brenna Ness Light": ("Brenna Ness", 0, 1, "diaphone"),
    "Stromvik Lighthouse": ("Stromvik", 0, 1, None),
    "Hallow Geo Light": ("Hallow Geo", 0, 1, "siren"),
    "Kettleness Lighthouse": ("Kettleness", 0, 6, None),
    "Porthkerris Pier Light": ("Porthkerris", 1, 3, None),
    "Trevose Point Lighthouse": ("Trevose Point", 1, 2, "diaphone"),
    "Gwennap Light": ("Gwennap Cove", 1, 3, "electric emitter"),
    "St Levan's Lighthouse": ("St Levan's Bay", 1, 7, None),
    "Dunmarrow Lighthouse": ("Dunmarrow Quay", 1, 3, "siren"),
    "Carrick Roads Light": ("Carrick Roads End", 1, 3, None),
    "Mallory Sands Light": ("Mallory Sands", 1, 2, "electric emitter"),
    "Vellan Head Lighthouse": ("Vellan Head", 1, 7, "explosive fog gun"),
    "Polgarth Light": ("Polgarth", 1, 7, None),
    "Kestle Mouth Light": ("Kestle Mouth", 1, 2, None),
    "Fenmouth High Light": ("Fenmouth", 2, 4, "siren"),
    "Fenmouth Low Light": ("Fenmouth", 2, 4, None),
    "Saltholme Lighthouse": ("Saltholme", 2, 4, "electric emitter"),
    "Wrackley Light": ("Wrackley", 2, 4, None),
    "Orford Spit Lighthouse": ("Orford Spit", 2, 4, "diaphone"),
    "Skaw Point Light": ("Skaw Point", 2, 5, "siren"),
    "Nordby Havn Light": ("Nordby Havn", 2, 5, None),
    "Lerwyck Lighthouse": ("Lerwyck", 2, 5, "electric emitter"),
}

# weather station -> (site, operator, sea area, lighthouse it shares a site with or None)
STATIONS = {
    "Skerrow Head AWS": ("Skerrow Head", 0, 0, "Skerrow Head Light"),
    "Ardmhor Met Station": ("Ardmhor", 0, 0, None),
    "Port Vannan Harbour Met": ("Port Vannan", 0, 6, None),
    "Eilean Rua Weather Station": ("Eilean Rua", 0, 0, "Eilean Rua Lighthouse"),
    "Brenna Ness Observatory": ("Brenna Ness", 0, 1, "Brenna Ness Light"),
    "Kettleness AWS": ("Kettleness", 0, 6, None),
    "Stromvik Climate Station": ("Stromvik", 0, 1, None),
    "Trevose Point Met": ("Trevose Point", 1, 2, "Trevose Point Lighthouse"),
    "Gwennap Cove Station": ("Gwennap Cove", 1, 3, None),
    "St Levan's AWS": ("St Levan's Bay", 1, 7, "St Levan's Lighthouse"),
    "Mallory Sands Station": ("Mallory Sands", 1, 2, None),
    "Vellan Head Met Office": ("Vellan Head", 1, 7, "Vellan Head Lighthouse"),
    "Polgarth Rain Station": ("Polgarth", 1, 7, None),
    "Dunmarrow Weather Post": ("Dunmarrow Quay", 1, 3, None),
    "Fenmouth Met Mast": ("Fenmouth", 2, 4, None),
    "Saltholme Station": ("Saltholme", 2, 4, "Saltholme Lighthouse"),
    "Orford Spit AWS": ("Orford Spit", 2, 4, None),
    "Skaw Point Weather Station": ("Skaw Point", 2, 5, "Skaw Point Light"),
    "Nordby Havn Met": ("Nordby Havn", 2, 5, None),
    "Lerwyck Synoptic Station": ("Lerwyck", 2, 5, None),
}

HAZARDS = [
    "the Mare's Teeth",
    "Carn Dhu Reef",
    "the Skellies",
    "Black Rock Ledge",
    "the Manacles",
    "Runnel Stone",
    "Gull Rock",
    "the Brisons",
    "Wrack Bank",
    "Haisby Sand",
    "the Knoll",
    "Skaw Rev",
    "Nordby Grunde",
    "Ness Shoal",
    "the Cowstones",
    "Polgarth Sunk Rock",
    "Outer Stack",
    "Stromvik Baas",
]

SHIP_FIRST = ["SS", "MV", "Trawler", "Schooner", "Barque", "Steam Drifter"]
SHIP_NAMES = [
    "Elsa Maud",
    "Gannet",
    "Kittiwake",
    "Providence",
    "Star of Calder",
    "Hope",
    "Brothers Pride",
    "Morvenna Rose",
    "Ocean Gleaner",
    "Fenland Lass",
    "Thora",
    "Margaret Ann",
    "Vigilant",
    "Southern Cross",
    "Nordkap",
    "Cormorant",
    "Lily Grace",
    "Amaranth",
    "Perseverance",
    "Olaf Trygg",
    "Celtic Dawn",
    "Skylark",
]

FIRST = [
    "Angus",
    "Morag",
    "Tomas",
    "Ellen",
    "Hector",
    "Rhona",
    "Jory",
    "Tamsin",
    "Piran",
    "Wenna",
    "Ole",
    "Sigrid",
    "Niels",
    "Ingeborg",
    "Calum",
    "Isla",
    "Ruaridh",
    "Kerensa",
    "Bjarne",
    "Agnes",
    "Fergus",
    "Lowena",
    "Magnus",
    "Elspeth",
]
LAST = [
    "MacAskill",
    "Trelawny",
    "Pascoe",
    "Halvorsen",
    "Munro",
    "Penhaligon",
    "Skov",
    "Gunn",
    "Tregenza",
    "Nicolson",
    "Rosewarne",
    "Jessen",
    "Sinclair",
    "Chenoweth",
    "Lindgaard",
    "Mackay",
    "Angove",
    "Dahl",
    "Morrison",
    "Kitto",
]


def _places(facts: list[tuple[str, str, str]]) -> list[str]:
    places = []
    for country, counties in COUNTRIES.items():
        for county, ps in counties.items():
            facts.append((county, CTRY, country))
            facts += [(p, COUNTY, county) for p in ps]
            places += ps
    for maker, country in MAKER_COUNTRIES.items():
        facts.append((maker, MAKER_COUNTRY, country))
    for optic, maker in OPTICS.items():
        facts.append((optic, MFR, maker))
    for instrument, maker in INSTRUMENTS.items():
        facts.append((instrument, MADE_BY, maker))
    for authority, port in AUTHORITIES.items():
        facts.append((authority, HQ_PORT, port))
    for centre, town in CENTRES.items():
        facts.append((centre, CENTRE_LOC, town))
    return places


def _engineers(rng: random.Random, facts: list, taken: set[str]) -> list[str]:
    engineers = full_names(rng, FIRST, LAST, 12, taken)
    for i, engineer in enumerate(engineers):
        facts.append((engineer, PRACTICE, ENGINEER_PRACTICES[i % 4]))
        if i >= 4:
            facts.append((engineer, PUPIL, engineers[rng.randrange(i)]))
    return engineers


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5153)
    facts: list[tuple[str, str, str]] = []
    places = _places(facts)
    taken: set[str] = set()
    engineers = _engineers(rng, facts, taken)
    keepers = full_names(rng, FIRST, LAST, 62, taken)
    authorities = list(AUTHORITIES)
    principals: list[str] = []
    for i, (light, (site, auth, area, fog)) in enumerate(LIGHTHOUSES.items()):
        authority = authorities[auth]
        facts += [(light, SITE, site), (light, MAINTAINED, authority)]
        facts += [
            (light, DESIGNED, rng.choice(engineers)),
            (light, OPTIC, rng.choice(list(OPTICS))),
        ]
        facts += [(light, GUARDS, SEA_AREAS[area]), (light, MONITORED, CENTRE_OF[authority])]
        if fog:
            facts.append((light, FOG, fog))
        crew = [keepers[(2 * i + k) % len(keepers)] for k in range(rng.choice([2, 3, 3]))]
        for k, keeper in enumerate(crew):
            facts.append((light, KEEPER, keeper))
            if k and keeper not in principals:
                facts.append((keeper, SERVED_UNDER, crew[0]))
        principals.append(crew[0])
    for keeper in keepers:
        facts.append((keeper, BORN, rng.choice(places)))
    observers = full_names(rng, FIRST, LAST, 28, taken)
    instruments = list(INSTRUMENTS)
    for i, (station, (site, op, area, light)) in enumerate(STATIONS.items()):
        facts += [(station, SITED, site), (station, OPERATOR, OPERATORS[op])]
        facts.append((station, REPORTS, SEA_AREAS[area]))
        for inst in rng.sample(instruments, rng.choice([2, 3, 3, 4])):
            facts.append((station, INSTRUMENT, inst))
        for obs in dict.fromkeys([observers[i], rng.choice(observers)]):
            facts.append((station, OBSERVER, obs))
        if light:
            facts.append((station, CO_LOCATED, light))
    colleges = list(COLLEGES)
    for obs in observers:
        facts += [(obs, LIVES, rng.choice(places)), (obs, TRAINED, rng.choice(colleges))]
    for college, town in COLLEGES.items():
        facts.append((college, COLLEGE_TOWN, town))
    lights = list(LIGHTHOUSES)
    for hazard in HAZARDS:
        light = rng.choice(lights)
        facts += [(hazard, MARKED, light), (hazard, SEA_AREA, SEA_AREAS[LIGHTHOUSES[light][2]])]
    for _ in range(44):
        while True:
            ship = f"{rng.choice(SHIP_FIRST)} {rng.choice(SHIP_NAMES)}"
            if ship not in taken:
                taken.add(ship)
                break
        facts += [(ship, STRUCK, rng.choice(HAZARDS)), (ship, HOME_PORT, rng.choice(places))]
        if rng.random() < 0.5:
            facts.append((ship, SIGHTED, rng.choice(lights)))
    return facts


TYPES = {
    COUNTY: ("coastal place", "county"),
    CTRY: ("county", "country"),
    SITE: ("lighthouse", "coastal place"),
    MAINTAINED: ("lighthouse", "lighthouse authority"),
    DESIGNED: ("lighthouse", "engineer"),
    OPTIC: ("lighthouse", "optic"),
    MFR: ("optic", "maker"),
    GUARDS: ("lighthouse", "sea area"),
    KEEPER: ("lighthouse", "keeper"),
    MONITORED: ("lighthouse", "monitoring centre"),
    FOG: ("lighthouse", "fog signal"),
    BORN: ("keeper", "coastal place"),
    SERVED_UNDER: ("keeper", "keeper"),
    PUPIL: ("engineer", "engineer"),
    PRACTICE: ("engineer", "engineering practice"),
    HQ_PORT: ("lighthouse authority", "coastal place"),
    CENTRE_LOC: ("monitoring centre", "coastal place"),
    SITED: ("weather station", "coastal place"),
    OPERATOR: ("weather station", "met operator"),
    INSTRUMENT: ("weather station", "instrument"),
    MADE_BY: ("instrument", "maker"),
    REPORTS: ("weather station", "sea area"),
    OBSERVER: ("weather station", "observer"),
    CO_LOCATED: ("weather station", "lighthouse"),
    LIVES: ("observer", "coastal place"),
    MARKED: ("hazard", "lighthouse"),
    SEA_AREA: ("hazard", "sea area"),
    STRUCK: ("wreck", "hazard"),
    HOME_PORT: ("wreck", "coastal place"),
    MAKER_COUNTRY: ("maker", "country"),
    TRAINED: ("observer", "college"),
    COLLEGE_TOWN: ("college", "coastal place"),
    SIGHTED: ("wreck", "lighthouse"),
}


# Questions by name: (id, text, topic names, path, expected answer names) for answerable ones
# (the answers computed once from the path and reviewed by name, then checked against the
# graph by write_questions_by_name); (id, text, hops) for names not in the graph; (id, text,
# topic names, hops, lacks) for relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "lh-1-01",
        "where is Kestle Mouth Light",
        ["Kestle Mouth Light"],
        [(SITE, "->")],
        ["Kestle Mouth"],
    ),
    (
        "lh-1-02",
        "who looks after Wrackley Light these days",
        ["Wrackley Light"],
        [(MAINTAINED, "->")],
        ["Hallandia Maritime Lights"],
    ),
    (
        "lh-1-03",
        "who was the engineer behind the Hallow Geo Light?",
        ["Hallow Geo Light"],
        [(DESIGNED, "->")],
        ["Ole Chenoweth"],
    ),
    (
        "lh-1-04",
        "what lens is in kettleness lighthouse",
        ["Kettleness Lighthouse"],
        [(OPTIC, "->")],
        ["hyperradial lens"],
    ),
    (
        "lh-1-05",
        "Lerwyck Lighthouse — which sea area does it cover",
        ["Lerwyck Lighthouse"],
        [(GUARDS, "->")],
        ["Skaw Rack"],
    ),
    (
        "lh-1-06",
        "keepers at Polgarth Light",
        ["Polgarth Light"],
        [(KEEPER, "->")],
        ["Agnes Jessen", "Ellen Munro", "Hector Rosewarne"],
    ),
    (
        "lh-1-07",
        "where is Saltholme Lighthouse controlled from now it's automatic",
        ["Saltholme Lighthouse"],
        [(MONITORED, "->")],
        ["Fenmouth Operations Room"],
    ),
    (
        "lh-1-08",
        "what foghorn has Trevose Point Lighthouse got",
        ["Trevose Point Lighthouse"],
        [(FOG, "->")],
        ["diaphone"],
    ),
    (
        "lh-1-09",
        "where was Ruaridh Pascoe born?",
        ["Ruaridh Pascoe"],
        [(BORN, "->")],
        ["Eilean Rua"],
    ),
    (
        "lh-1-10",
        "who was Magnus Gunn's principal keeper",
        ["Magnus Gunn"],
        [(SERVED_UNDER, "->")],
        ["Bjarne Tregenza"],
    ),
    (
        "lh-1-11",
        "who did Kerensa Kitto learn lighthouse engineering from",
        ["Kerensa Kitto"],
        [(PUPIL, "->")],
        ["Fergus Munro"],
    ),
    (
        "lh-1-12",
        "which firm was Calum Dahl with",
        ["Calum Dahl"],
        [(PRACTICE, "->")],
        ["Fenmark Coastal Engineers"],
    ),
    (
        "lh-1-13",
        "Morvenna Trinity Board head office",
        ["Morvenna Trinity Board"],
        [(HQ_PORT, "->")],
        ["Porthkerris"],
    ),
    (
        "lh-1-14",
        "who runs the Orford Spit AWS",
        ["Orford Spit AWS"],
        [(OPERATOR, "->")],
        ["Hallandia Coastguard Met Unit"],
    ),
    (
        "lh-1-15",
        "what kit is at Nordby Havn Met",
        ["Nordby Havn Met"],
        [(INSTRUMENT, "->")],
        ["aneroid barometer", "sunshine recorder", "tipping-bucket rain gauge"],
    ),
    (
        "lh-1-16",
        "who takes the readings at Gwennap Cove Station",
        ["Gwennap Cove Station"],
        [(OBSERVER, "->")],
        ["Ellen Jessen", "Isla Kitto"],
    ),
    (
        "lh-1-17",
        "which ships came to grief on the Cowstones",
        ["the Cowstones"],
        [(STRUCK, "<-")],
        [
            "SS Morvenna Rose",
            "Schooner Margaret Ann",
            "Schooner Nordkap",
            "Schooner Providence",
            "Trawler Morvenna Rose",
            "Trawler Providence",
        ],
    ),
    (
        "lh-1-18",
        "what light warns ships off the Mare's Teeth",
        ["the Mare's Teeth"],
        [(MARKED, "->")],
        ["Mallory Sands Light"],
    ),
    (
        "lh-1-19",
        "stations sending in reports for the Lizard Tail area",
        ["Lizard Tail"],
        [(REPORTS, "<-")],
        ["Polgarth Rain Station", "St Levan's AWS", "Vellan Head Met Office"],
    ),
    (
        "lh-1-20",
        "where did Elspeth Morrison do her training",
        ["Elspeth Morrison"],
        [(TRAINED, "->")],
        ["Morvenna Maritime College"],
    ),
    # two hops
    (
        "lh-2-01",
        "what country is Lochaidh in",
        ["Lochaidh"],
        [(COUNTY, "->"), (CTRY, "->")],
        ["Calderland"],
    ),
    (
        "lh-2-02",
        "who made the lens at Skaw Point Light",
        ["Skaw Point Light"],
        [(OPTIC, "->"), (MFR, "->")],
        ["Chance Brothers & Co"],
    ),
    (
        "lh-2-03",
        "where were the Gwennap Light keepers born",
        ["Gwennap Light"],
        [(KEEPER, "->"), (BORN, "->")],
        ["Hallow Geo", "Porthkerris", "Vellan Head"],
    ),
    (
        "lh-2-04",
        "the engineer who designed Fenmouth High Light was whose pupil?",
        ["Fenmouth High Light"],
        [(DESIGNED, "->"), (PUPIL, "->")],
        ["Ole Chenoweth"],
    ),
    (
        "lh-2-05",
        "firms that make the instruments at Ardmhor Met Station",
        ["Ardmhor Met Station"],
        [(INSTRUMENT, "->"), (MADE_BY, "->")],
        ["Gill Windworks", "Kestrel Meteorics", "Thies Klima"],
    ),
    (
        "lh-2-06",
        "lighthouses in Dunmarrow",
        ["Dunmarrow"],
        [(COUNTY, "<-"), (SITE, "<-")],
        ["Carrick Roads Light", "Dunmarrow Lighthouse", "Mallory Sands Light"],
    ),
    (
        "lh-2-07",
        "where do the Fenmouth Met Mast observers live",
        ["Fenmouth Met Mast"],
        [(OBSERVER, "->"), (LIVES, "->")],
        ["Fenmouth", "Gwennap Cove"],
    ),
    (
        "lh-2-08",
        "which ships were wrecked on rocks that Carrick Roads Light marks",
        ["Carrick Roads Light"],
        [(MARKED, "<-"), (STRUCK, "<-")],
        [
            "Barque Margaret Ann",
            "SS Morvenna Rose",
            "Schooner Margaret Ann",
            "Schooner Nordkap",
            "Schooner Providence",
            "Steam Drifter Gannet",
            "Trawler Morvenna Rose",
            "Trawler Ocean Gleaner",
            "Trawler Providence",
        ],
    ),
    (
        "lh-2-09",
        "which lighthouses did Ole Chenoweth's pupils design?",
        ["Ole Chenoweth"],
        [(PUPIL, "<-"), (DESIGNED, "<-")],
        [
            "Fenmouth High Light",
            "Nordby Havn Light",
            "Stromvik Lighthouse",
            "Vannan Breakwater Light",
        ],
    ),
    (
        "lh-2-10",
        "what town is Polgarth Light's control room in",
        ["Polgarth Light"],
        [(MONITORED, "->"), (CENTRE_LOC, "->")],
        ["Porthkerris"],
    ),
    (
        "lh-2-11",
        "who served under the keepers of Eilean Rua Lighthouse",
        ["Eilean Rua Lighthouse"],
        [(KEEPER, "->"), (SERVED_UNDER, "<-")],
        ["Isla Lindgaard", "Lowena Kitto", "Ole Dahl", "Sigrid Tregenza"],
    ),
    (
        "lh-2-12",
        "lighthouses that share a site with a Hallandia Coastguard Met Unit station",
        ["Hallandia Coastguard Met Unit"],
        [(OPERATOR, "<-"), (CO_LOCATED, "->")],
        ["Saltholme Lighthouse", "Skaw Point Light"],
    ),
    (
        "lh-2-13",
        "which sea area did the Trawler Providence go down in",
        ["Trawler Providence"],
        [(STRUCK, "->"), (SEA_AREA, "->")],
        ["Morvenna Bight"],
    ),
    (
        "lh-2-14",
        "where did the observers at Skaw Point Weather Station train",
        ["Skaw Point Weather Station"],
        [(OBSERVER, "->"), (TRAINED, "->")],
        ["Fenmark Institute of Marine Science"],
    ),
    (
        "lh-2-15",
        "what fog signals do the Morvenna Trinity Board's lights sound",
        ["Morvenna Trinity Board"],
        [(MAINTAINED, "<-"), (FOG, "->")],
        ["diaphone", "electric emitter", "explosive fog gun", "siren"],
    ),
    (
        "lh-2-16",
        "which lights guard the sea area that Dunmarrow Weather Post reports for",
        ["Dunmarrow Weather Post"],
        [(REPORTS, "->"), (GUARDS, "<-")],
        ["Carrick Roads Light", "Dunmarrow Lighthouse", "Gwennap Light", "Porthkerris Pier Light"],
    ),
    (
        "lh-2-17",
        "lights fitted with a lens by Henry-Lepaute",
        ["Henry-Lepaute"],
        [(MFR, "<-"), (OPTIC, "<-")],
        [
            "Ardmhor Lighthouse",
            "Gwennap Light",
            "Kestle Mouth Light",
            "Mallory Sands Light",
            "Polgarth Light",
            "Porthkerris Pier Light",
            "Stromvik Lighthouse",
        ],
    ),
    (
        "lh-2-18",
        "which lights were Fenmouth-registered ships last seen from",
        ["Fenmouth"],
        [(HOME_PORT, "<-"), (SIGHTED, "->")],
        ["St Levan's Lighthouse", "Stromvik Lighthouse"],
    ),
    (
        "lh-2-19",
        "weather stations in county skerrow",
        ["Skerrow"],
        [(COUNTY, "<-"), (SITED, "<-")],
        [
            "Ardmhor Met Station",
            "Eilean Rua Weather Station",
            "Port Vannan Harbour Met",
            "Skerrow Head AWS",
        ],
    ),
    (
        "lh-2-20",
        "home port of the lighthouse board that runs Nordby Havn Light",
        ["Nordby Havn Light"],
        [(MAINTAINED, "->"), (HQ_PORT, "->")],
        ["Fenmouth"],
    ),
    # three hops
    (
        "lh-3-01",
        "which counties were the Vellan Head Lighthouse keepers born in",
        ["Vellan Head Lighthouse"],
        [(KEEPER, "->"), (BORN, "->"), (COUNTY, "->")],
        ["Penwith Reach", "Skerrow"],
    ),
    (
        "lh-3-02",
        "what countries do the makers of Lerwyck Synoptic Station's instruments come from",
        ["Lerwyck Synoptic Station"],
        [(INSTRUMENT, "->"), (MADE_BY, "->"), (MAKER_COUNTRY, "->")],
        ["Germany", "Hallandia", "Morvenna"],
    ),
    (
        "lh-3-03",
        "engineering firms whose people designed the Northern Lights Commission's lighthouses",
        ["Northern Lights Commission"],
        [(MAINTAINED, "<-"), (DESIGNED, "->"), (PRACTICE, "->")],
        ["Brenna Harbour Works", "Douglass Partners", "Stevenson & Keir"],
    ),
    (
        "lh-3-04",
        "wrecks on hazards marked by lighthouses Kerensa Skov designed",
        ["Kerensa Skov"],
        [(DESIGNED, "<-"), (MARKED, "<-"), (STRUCK, "<-")],
        [
            "Barque Margaret Ann",
            "Barque Olaf Trygg",
            "SS Cormorant",
            "SS Morvenna Rose",
            "Schooner Margaret Ann",
            "Schooner Nordkap",
            "Schooner Providence",
            "Steam Drifter Fenland Lass",
            "Steam Drifter Gannet",
            "Trawler Morvenna Rose",
            "Trawler Ocean Gleaner",
            "Trawler Providence",
        ],
    ),
    (
        "lh-3-05",
        "what sea areas did Wenna Angove's principal keeper's lights watch",
        ["Wenna Angove"],
        [(SERVED_UNDER, "->"), (KEEPER, "<-"), (GUARDS, "->")],
        ["Skaw Rack"],
    ),
    (
        "lh-3-06",
        "who keeps the lights in the sea area Brenna Ness Observatory reports for",
        ["Brenna Ness Observatory"],
        [(REPORTS, "->"), (GUARDS, "<-"), (KEEPER, "->")],
        [
            "Isla Lindgaard",
            "Ole Dahl",
            "Ole Mackay",
            "Piran Rosewarne",
            "Ruaridh Pascoe",
            "Sigrid Tregenza",
        ],
    ),
    (
        "lh-3-07",
        "where do observers at Calder Met Service stations live",
        ["Calder Met Service"],
        [(OPERATOR, "<-"), (OBSERVER, "->"), (LIVES, "->")],
        [
            "Ardmhor",
            "Carrick Roads End",
            "Kestle Mouth",
            "Kettleness",
            "Lerwyck",
            "Lochaidh",
            "Orford Spit",
            "Polgarth",
            "Porthkerris",
            "Skerrow Head",
            "Vellan Head",
        ],
    ),
    (
        "lh-3-08",
        "what counties are the ships that hit Runnel Stone registered in",
        ["Runnel Stone"],
        [(STRUCK, "<-"), (HOME_PORT, "->"), (COUNTY, "->")],
        ["East Fenmark", "Penwith Reach"],
    ),
    (
        "lh-3-09",
        "which colleges trained the observers at stations reporting for Skaw Rack",
        ["Skaw Rack"],
        [(REPORTS, "<-"), (OBSERVER, "->"), (TRAINED, "->")],
        ["Calder School of Meteorology", "Fenmark Institute of Marine Science"],
    ),
    (
        "lh-3-10",
        "who made the lenses in the lighthouses Elspeth Penhaligon designed",
        ["Elspeth Penhaligon"],
        [(DESIGNED, "<-"), (OPTIC, "->"), (MFR, "->")],
        ["AGA Ljus", "Chance Brothers & Co", "Stevenson Optics"],
    ),
    (
        "lh-3-11",
        "sea areas guarded by lights that had a keeper born in Mallory Sands",
        ["Mallory Sands"],
        [(BORN, "<-"), (KEEPER, "<-"), (GUARDS, "->")],
        [
            "Brenna Sound",
            "Fenmark Banks",
            "Hebridean Deep",
            "Morvenna Bight",
            "Skaw Rack",
            "Western Approaches",
        ],
    ),
    (
        "lh-3-12",
        "where's the control centre for the lighthouse at Wrackley",
        ["Wrackley"],
        [(SITE, "<-"), (MONITORED, "->"), (CENTRE_LOC, "->")],
        ["Fenmouth"],
    ),
    (
        "lh-3-13",
        "instruments at weather stations sharing a site with a Morvenna Trinity Board light",
        ["Morvenna Trinity Board"],
        [(MAINTAINED, "<-"), (CO_LOCATED, "<-"), (INSTRUMENT, "->")],
        [
            "Stevenson screen thermometer",
            "aneroid barometer",
            "cup anemometer",
            "tipping-bucket rain gauge",
            "wave rider buoy link",
        ],
    ),
    (
        "lh-3-14",
        "which fog signals sound on the lights marking hazards in Morvenna Bight",
        ["Morvenna Bight"],
        [(SEA_AREA, "<-"), (MARKED, "->"), (FOG, "->")],
        ["electric emitter"],
    ),
    (
        "lh-3-15",
        "what towns are the colleges the Gwennap Cove Station observers went to in",
        ["Gwennap Cove Station"],
        [(OBSERVER, "->"), (TRAINED, "->"), (COLLEGE_TOWN, "->")],
        ["Saltholme", "Stromvik"],
    ),
    # not in the graph
    ("lh-n-01", "who keeps the Bishop Rock light?", 1),
    ("lh-n-02", "what lens does Tarbat Ness have", 1),
    ("lh-n-03", "who reads the instruments at Cape Wrath weather station", 1),
    ("lh-n-04", "what did the SS Thermopylae hit and where was she registered", 2),
    ("lh-n-05", "which area does Fastnet Met report for", 1),
    # relations the graph lacks
    ("lh-l-01", "how tall is Skerrow Head Light", ["Skerrow Head Light"], 1, "height"),
    ("lh-l-02", "when was Brenna Ness Light first lit", ["Brenna Ness Light"], 1, "year first lit"),
    (
        "lh-l-03",
        "how often does Lerwyck Lighthouse flash",
        ["Lerwyck Lighthouse"],
        1,
        "light character",
    ),
    (
        "lh-l-04",
        "range of the Fenmouth High Light in nautical miles",
        ["Fenmouth High Light"],
        1,
        "range",
    ),
    (
        "lh-l-05",
        "when did Trevose Point Lighthouse go automatic",
        ["Trevose Point Lighthouse"],
        1,
        "automation date",
    ),
    (
        "lh-l-06",
        "how high above sea level is Saltholme Station",
        ["Saltholme Station"],
        1,
        "elevation",
    ),
    (
        "lh-l-07",
        "how many crew were lost when the Schooner Hope went down",
        ["Schooner Hope"],
        1,
        "casualties",
    ),
    ("lh-l-08", "what year did SS Cormorant sink", ["SS Cormorant"], 1, "date of wreck"),
    (
        "lh-l-09",
        "when did Angus MacAskill retire from the lights",
        ["Angus MacAskill"],
        1,
        "retirement date",
    ),
    ("lh-l-10", "average wind speed at Kettleness AWS", ["Kettleness AWS"], 1, "wind statistics"),
    ("lh-l-11", "what did a hyperradial lens cost", ["hyperradial lens"], 1, "cost"),
    (
        "lh-l-12",
        "who was Piran MacAskill's principal keeper",
        ["Piran MacAskill"],
        1,
        "none for entity: served under",
    ),
    (
        "lh-l-13",
        "what fog signal does Ardmhor Lighthouse have",
        ["Ardmhor Lighthouse"],
        1,
        "none for entity: FOG_SIG",
    ),
    (
        "lh-l-14",
        "which lighthouse shares a site with Kettleness AWS",
        ["Kettleness AWS"],
        1,
        "none for entity: co-located with",
    ),
    (
        "lh-l-15",
        "which lighthouse was MV Cormorant last seen from",
        ["MV Cormorant"],
        1,
        "none for entity: last seen from",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id, each name with its type."""
    facts = facts_by_name()
    kinds: dict[str, str] = {}
    for h, r, t in facts:
        for x, kind in zip((h, t), TYPES[r], strict=True):
            if kinds.setdefault(x, kind) != kind:
                raise SystemExit(f"{x} is both {kinds[x]} and {kind}")
    names = {x: f"{x}\t{kind}" for x, kind in kinds.items()}
    return with_opaque_ids(facts, names, random.Random(5154), range(10000), "lh|{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


if __name__ == "__main__":
    triples, typed = build()
    write(triples, typed)
    write_questions_by_name(
        HERE, triples, {i: n.split("\t")[0] for i, n in typed.items()}, QUESTIONS
    )
