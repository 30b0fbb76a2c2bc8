"""Build the frozen `frozen-fire-rescue` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

Fictional fire and rescue services: stations with their town, service, station manager and
duty system; services with their headquarters town, chief fire officer, control room, the
counties they cover and the neighbouring services they send cross-border help to;
appliances with their type, chassis maker, body builder and home station; makers with their
country; firefighters with their station, rank, the college they qualified at and their
specialist skills; colleges and control rooms with their town; incidents with their town,
kind, the stations that turned out and the officer in charge; towns with their county. Every
person, place, service, maker and incident is invented. The schema and the counties, towns,
services, stations, makers, colleges and kinds are written by hand below; a seeded generator
(`random.Random(4661)`) draws the people's names and the filler facts (appliances, postings,
ranks, skills, incidents). Every entity has one type (the `types` column). The questions are
written by hand at the bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers written beside them.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-fire-rescue/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

GEO_TOWN = "geo:town"
BRIGADE = "brigade"
STN_MGR = "Stn.Mgr"
DUTY = "duty_system"
HQ_AT = "hq_at"
CFO = "CFO"
MOBILISED_BY = "mobilised by"
CROSS_BORDER = "cross-border"
COVERS = "covers"
APPL_TYPE = "appl/type"
CHASSIS = "chassisMfr"
COACHBUILT = "coachbuilt_by"
HOME_STN = "home_stn"
POSTED_TO = "posted_to"
GRADE = "grade"
QUALIFIED = "qualified@"
SPEC = "spec_cap"
CAMPUS = "campus"
INC_LOC = "incident_loc"
INC_TYPE = "INC_TYPE"
TURNOUT = "turnout"
IN_CHARGE = "i/c"
COUNTY = "county"
LAND = "land"

# county -> towns; the first four of each have a fire station
COUNTIES = {
    "Ardenshire": ["Marrowby", "Hebden Cross", "Stowley", "Ardley Market", "Coldharbour"],
    "Greyholt": ["Greyholt Bridge", "Penmarsh", "Ottery Lane End", "Whitsand", "Brackenfield"],
    "Caldermoor": ["Calder Mills", "Upper Heskin", "Rawdon Fold", "Scarth", "Lowfell"],
    "North Lenham": ["Lenham Quay", "Sandwick", "Kirkby Thore End", "Harrowfield", "Dunmere"],
    "Sulmere": ["Sulmere Haven", "Eastry Fen", "Wrensham", "Tolbury", "Mardle"],
}

# service -> (headquarters town, counties covered, control room)
SERVICES = {
    "Ardenshire Fire and Rescue Service": (
        "Ardley Market",
        ["Ardenshire"],
        "Tri-County Joint Fire Control",
    ),
    "Calder and Greyholt Fire Authority": (
        "Calder Mills",
        ["Caldermoor", "Greyholt"],
        "Tri-County Joint Fire Control",
    ),
    "North Lenham Fire and Rescue": ("Harrowfield", ["North Lenham"], "Lenham Fire Control"),
    "Sulmere Fire and Rescue Service": ("Sulmere Haven", ["Sulmere"], "Lenham Fire Control"),
}
CONTROL_ROOMS = {"Tri-County Joint Fire Control": "Stowley", "Lenham Fire Control": "Sandwick"}
CROSS_BORDER_HELP = [
    ("Ardenshire Fire and Rescue Service", "Calder and Greyholt Fire Authority"),
    ("Calder and Greyholt Fire Authority", "Ardenshire Fire and Rescue Service"),
    ("Calder and Greyholt Fire Authority", "North Lenham Fire and Rescue"),
    ("North Lenham Fire and Rescue", "Sulmere Fire and Rescue Service"),
    ("Sulmere Fire and Rescue Service", "North Lenham Fire and Rescue"),
    ("Ardenshire Fire and Rescue Service", "Sulmere Fire and Rescue Service"),
]

DUTY_SYSTEMS = ["wholetime", "on-call", "day-crewed"]

# appliance type -> how likely a station has one
APPLIANCE_TYPES = {
    "rescue pump": 1.0,
    "pump ladder": 0.6,
    "aerial ladder platform": 0.2,
    "water carrier": 0.2,
    "heavy rescue unit": 0.15,
    "hazmat unit": 0.1,
    "wildfire unit": 0.15,
    "command unit": 0.1,
}
CHASSIS_MAKERS = {
    "Brenner Nutzfahrzeuge": "Germany",
    "Oskarsson Trucks": "Sweden",
    "Mardell Commercial": "United Kingdom",
    "Vandermeer Voertuigen": "Netherlands",
    "Halstow Motor Works": "United Kingdom",
}
BODY_BUILDERS = {
    "Firecraft Bodies": "United Kingdom",
    "Halewood Coachworks": "United Kingdom",
    "Rotkreis Aufbauten": "Germany",
    "Tenby & Marsh": "United Kingdom",
}

COLLEGES = {
    "Moreton Fire Service College": "Moreton Hale",
    "Northern Fire Training Centre": "Lowfell",
    "Sulmere Training Academy": "Wrensham",
}
SKILLS = [
    "swift water rescue",
    "rope rescue",
    "hazardous materials",
    "urban search and rescue",
    "high-volume pumping",
    "trauma care",
    "wildfire suppression",
    "breathing apparatus instructor",
]
INCIDENT_KINDS = [
    "house fire",
    "barn fire",
    "road traffic collision",
    "flooding",
    "chemical spill",
    "grass fire",
    "rescue from height",
    "water rescue",
    "commercial building fire",
    "chimney fire",
]

FIRST_NAMES = [
    "Gavin",
    "Lindsay",
    "Darren",
    "Michelle",
    "Owain",
    "Siobhan",
    "Callum",
    "Nadia",
    "Ryan",
    "Jodie",
    "Mohammed",
    "Kerry",
    "Bartek",
    "Ama",
    "Stuart",
    "Leanne",
    "Ravi",
    "Zoe",
    "Craig",
    "Hollie",
    "Gethin",
    "Tasha",
    "Liam",
    "Yusuf",
]
LAST_NAMES = [
    "Pennock",
    "Armitage",
    "Okonkwo",
    "Llewellyn",
    "Braithwaite",
    "Sandhu",
    "Fairclough",
    "Nowak",
    "Quigley",
    "Halloran",
    "Oduya",
    "Tranter",
    "Maddox",
    "Iqbal",
    "Rushworth",
    "Kavanagh",
    "Petrakis",
    "Yardley",
    "Blenkinsop",
    "Achterberg",
]

# named incidents: name -> (town, kind)
NAMED_INCIDENTS = {
    "Brackenfield Mill fire": ("Brackenfield", "commercial building fire"),
    "Stowley bypass pile-up": ("Stowley", "road traffic collision"),
    "Penmarsh Moor blaze": ("Penmarsh", "grass fire"),
    "Lenham Quay tanker leak": ("Lenham Quay", "chemical spill"),
    "Eastry Fen floods": ("Eastry Fen", "flooding"),
    "Scarth quarry rescue": ("Scarth", "rescue from height"),
    "Wrensham weir rescue": ("Wrensham", "water rescue"),
    "Hebden Cross hotel fire": ("Hebden Cross", "commercial building fire"),
}


def _people(rng: random.Random, n: int) -> list[str]:
    out: list[str] = []
    taken: set[str] = set()
    while len(out) < n:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        if name not in taken:
            taken.add(name)
            out.append(name)
    return out


def facts_and_types() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(4661)
    facts: list[tuple[str, str, str]] = []
    types: dict[str, str] = {}

    def fact(h: str, r: str, t: str, ht: str, tt: str) -> None:
        facts.append((h, r, t))
        types.setdefault(h, ht)
        types.setdefault(t, tt)

    county_of: dict[str, str] = {}
    for county, towns in COUNTIES.items():
        for town in towns:
            fact(town, COUNTY, county, "town", "county")
            county_of[town] = county
    for maker, country in {**CHASSIS_MAKERS, **BODY_BUILDERS}.items():
        fact(maker, LAND, country, "vehicle maker", "country")
    for college, town in COLLEGES.items():
        fact(college, CAMPUS, town, "training college", "town")
    for room, town in CONTROL_ROOMS.items():
        fact(room, GEO_TOWN, town, "control room", "town")

    service_of_county: dict[str, str] = {}
    for service, (hq, counties, room) in SERVICES.items():
        fact(service, HQ_AT, hq, "fire and rescue service", "town")
        for county in counties:
            fact(service, COVERS, county, "fire and rescue service", "county")
            service_of_county[county] = service
        fact(service, MOBILISED_BY, room, "fire and rescue service", "control room")
    for a, b in CROSS_BORDER_HELP:
        fact(a, CROSS_BORDER, b, "fire and rescue service", "fire and rescue service")

    people = _people(rng, 84)
    stations: list[str] = []
    for county, towns in COUNTIES.items():
        for town in towns[:4]:
            station = f"{town} Fire Station"
            stations.append(station)
            fact(station, GEO_TOWN, town, "fire station", "town")
            fact(
                station,
                BRIGADE,
                service_of_county[county],
                "fire station",
                "fire and rescue service",
            )
            duty = rng.choice(DUTY_SYSTEMS)
            fact(station, DUTY, duty, "fire station", "duty system")

    # the first 20 people manage the stations, the next 4 lead the services
    staff_of: dict[str, list[str]] = {s: [] for s in stations}
    for manager, station in zip(people[:20], stations, strict=True):
        fact(station, STN_MGR, manager, "fire station", "firefighter")
        fact(manager, POSTED_TO, station, "firefighter", "fire station")
        fact(manager, GRADE, "station manager", "firefighter", "rank")
        staff_of[station].append(manager)
    for chief, service in zip(people[20:24], SERVICES, strict=True):
        fact(service, CFO, chief, "fire and rescue service", "firefighter")
        fact(chief, GRADE, "chief fire officer", "firefighter", "rank")
    for person in people[24:]:
        station = rng.choice(stations)
        fact(person, POSTED_TO, station, "firefighter", "fire station")
        rank = rng.choice(
            ["firefighter"] * 5 + ["crew manager"] * 2 + ["watch manager", "group manager"]
        )
        fact(person, GRADE, rank, "firefighter", "rank")
        staff_of[station].append(person)
    for person in people:
        if rng.random() < 0.8:
            fact(person, QUALIFIED, rng.choice(list(COLLEGES)), "firefighter", "training college")
        for skill in rng.sample(SKILLS, rng.choice([0, 0, 1, 1, 2])):
            fact(person, SPEC, skill, "firefighter", "skill")

    for station in stations:
        kinds = [k for k, p in APPLIANCE_TYPES.items() if rng.random() < p]
        for kind in kinds:
            appliance = f"{station.removesuffix(' Fire Station')} {kind}"
            fact(appliance, HOME_STN, station, "appliance", "fire station")
            fact(appliance, APPL_TYPE, kind, "appliance", "appliance type")
            fact(appliance, CHASSIS, rng.choice(list(CHASSIS_MAKERS)), "appliance", "vehicle maker")
            fact(
                appliance, COACHBUILT, rng.choice(list(BODY_BUILDERS)), "appliance", "vehicle maker"
            )

    incidents = dict(NAMED_INCIDENTS)
    towns = list(county_of)
    numbers = rng.sample(range(100, 999), 42)
    for number in numbers:
        incidents[f"incident {number}/26"] = (rng.choice(towns), rng.choice(INCIDENT_KINDS))
    for incident, (town, kind) in incidents.items():
        fact(incident, INC_LOC, town, "incident", "town")
        fact(incident, INC_TYPE, kind, "incident", "incident type")
        near = [
            s for s in stations if county_of[s.removesuffix(" Fire Station")] == county_of[town]
        ]
        first = f"{town} Fire Station" if f"{town} Fire Station" in stations else rng.choice(near)
        attending = [first, *rng.sample([s for s in near if s != first], rng.choice([0, 0, 1, 2]))]
        for station in attending:
            fact(incident, TURNOUT, station, "incident", "fire station")
        officers = [p for s in attending for p in staff_of[s]]
        if officers and rng.random() < 0.8:
            fact(incident, IN_CHARGE, rng.choice(officers), "incident", "firefighter")
    return facts, types


# Questions by name: (id, text, topic names, path, expected answer names) for answerable ones
# (the answers computed once from the path and reviewed by name); (id, text, hops) for names
# not in the graph; (id, text, topic names, hops, lacks) for relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "fr-1-01",
        "which stations sent crews to the Penmarsh Moor blaze",
        ["Penmarsh Moor blaze"],
        [(TURNOUT, "->")],
        ["Ottery Lane End Fire Station", "Penmarsh Fire Station", "Whitsand Fire Station"],
    ),
    (
        "fr-1-02",
        "who ran the Lenham Quay tanker leak on the night",
        ["Lenham Quay tanker leak"],
        [(IN_CHARGE, "->")],
        ["Nadia Halloran"],
    ),
    (
        "fr-1-03",
        "what sort of job was incident 663/26",
        ["incident 663/26"],
        [(INC_TYPE, "->")],
        ["road traffic collision"],
    ),
    ("fr-1-04", "where was incident 479/26?", ["incident 479/26"], [(INC_LOC, "->")], ["Mardle"]),
    (
        "fr-1-05",
        "who's the boss at Whitsand Fire Station",
        ["Whitsand Fire Station"],
        [(STN_MGR, "->")],
        ["Zoe Okonkwo"],
    ),
    (
        "fr-1-06",
        "is Wrensham Fire Station full-time or retained",
        ["Wrensham Fire Station"],
        [(DUTY, "->")],
        ["on-call"],
    ),
    (
        "fr-1-07",
        "which fire service does Scarth Fire Station come under",
        ["Scarth Fire Station"],
        [(BRIGADE, "->")],
        ["Calder and Greyholt Fire Authority"],
    ),
    (
        "fr-1-08",
        "who's the chief of Sulmere Fire and Rescue Service",
        ["Sulmere Fire and Rescue Service"],
        [(CFO, "->")],
        ["Ryan Iqbal"],
    ),
    (
        "fr-1-09",
        "which control room takes the 999 calls for North Lenham Fire and Rescue",
        ["North Lenham Fire and Rescue"],
        [(MOBILISED_BY, "->")],
        ["Lenham Fire Control"],
    ),
    (
        "fr-1-10",
        "counties Calder and Greyholt Fire Authority is responsible for",
        ["Calder and Greyholt Fire Authority"],
        [(COVERS, "->")],
        ["Caldermoor", "Greyholt"],
    ),
    (
        "fr-1-11",
        "who made the truck the Whitsand heavy rescue unit is built on",
        ["Whitsand heavy rescue unit"],
        [(CHASSIS, "->")],
        ["Mardell Commercial"],
    ),
    (
        "fr-1-12",
        "who did the bodywork on the Lenham Quay command unit?",
        ["Lenham Quay command unit"],
        [(COACHBUILT, "->")],
        ["Rotkreis Aufbauten"],
    ),
    (
        "fr-1-13",
        "what appliances are kept at Hebden Cross Fire Station",
        ["Hebden Cross Fire Station"],
        [(HOME_STN, "<-")],
        [
            "Hebden Cross aerial ladder platform",
            "Hebden Cross rescue pump",
            "Hebden Cross water carrier",
            "Hebden Cross wildfire unit",
        ],
    ),
    (
        "fr-1-14",
        "what rank is Tasha Kavanagh",
        ["Tasha Kavanagh"],
        [(GRADE, "->")],
        ["group manager"],
    ),
    (
        "fr-1-15",
        "where did Kerry Halloran do her training",
        ["Kerry Halloran"],
        [(QUALIFIED, "->")],
        ["Sulmere Training Academy"],
    ),
    (
        "fr-1-16",
        "crew list for Eastry Fen Fire Station",
        ["Eastry Fen Fire Station"],
        [(POSTED_TO, "<-")],
        ["Ama Petrakis", "Gavin Blenkinsop", "Hollie Quigley", "Jodie Oduya", "Zoe Sandhu"],
    ),
    (
        "fr-1-17",
        "who's trained in rope rescue",
        ["rope rescue"],
        [(SPEC, "<-")],
        [
            "Ama Armitage",
            "Ama Yardley",
            "Callum Achterberg",
            "Craig Petrakis",
            "Craig Yardley",
            "Gavin Pennock",
            "Jodie Tranter",
            "Kerry Armitage",
            "Lindsay Fairclough",
            "Nadia Blenkinsop",
        ],
    ),
    (
        "fr-1-18",
        "where is the Northern Fire Training Centre",
        ["Northern Fire Training Centre"],
        [(CAMPUS, "->")],
        ["Lowfell"],
    ),
    (
        "fr-1-19",
        "which neighbouring services does Ardenshire Fire and Rescue Service lend engines to",
        ["Ardenshire Fire and Rescue Service"],
        [(CROSS_BORDER, "->")],
        ["Calder and Greyholt Fire Authority", "Sulmere Fire and Rescue Service"],
    ),
    (
        "fr-1-20",
        "Kirkby Thore End - what county's that in",
        ["Kirkby Thore End"],
        [(COUNTY, "->")],
        ["North Lenham"],
    ),
    # two hops
    (
        "fr-2-01",
        "which towns has Scarth Fire Station been called out to",
        ["Scarth Fire Station"],
        [(TURNOUT, "<-"), (INC_LOC, "->")],
        ["Lowfell", "Scarth", "Upper Heskin"],
    ),
    (
        "fr-2-02",
        "who is the chief of the service Penmarsh Fire Station belongs to",
        ["Penmarsh Fire Station"],
        [(BRIGADE, "->"), (CFO, "->")],
        ["Jodie Fairclough"],
    ),
    (
        "fr-2-03",
        "what kinds of kit do they have at Wrensham Fire Station",
        ["Wrensham Fire Station"],
        [(HOME_STN, "<-"), (APPL_TYPE, "->")],
        ["pump ladder", "rescue pump", "water carrier", "wildfire unit"],
    ),
    (
        "fr-2-04",
        "where did the Rawdon Fold Fire Station manager train",
        ["Rawdon Fold Fire Station"],
        [(STN_MGR, "->"), (QUALIFIED, "->")],
        ["Sulmere Training Academy"],
    ),
    (
        "fr-2-05",
        "list every appliance Ardenshire Fire and Rescue Service runs",
        ["Ardenshire Fire and Rescue Service"],
        [(BRIGADE, "<-"), (HOME_STN, "<-")],
        [
            "Ardley Market rescue pump",
            "Ardley Market water carrier",
            "Hebden Cross aerial ladder platform",
            "Hebden Cross rescue pump",
            "Hebden Cross water carrier",
            "Hebden Cross wildfire unit",
            "Marrowby pump ladder",
            "Marrowby rescue pump",
            "Stowley aerial ladder platform",
            "Stowley pump ladder",
            "Stowley rescue pump",
        ],
    ),
    (
        "fr-2-06",
        "what country is the firm that built the body of the Stowley aerial ladder platform from",
        ["Stowley aerial ladder platform"],
        [(COACHBUILT, "->"), (LAND, "->")],
        ["Germany"],
    ),
    (
        "fr-2-07",
        "what kind of shouts has Sandwick Fire Station been out to",
        ["Sandwick Fire Station"],
        [(TURNOUT, "<-"), (INC_TYPE, "->")],
        ["commercial building fire", "flooding", "grass fire", "rescue from height"],
    ),
    (
        "fr-2-08",
        "who runs the station the Marrowby pump ladder lives at",
        ["Marrowby pump ladder"],
        [(HOME_STN, "->"), (STN_MGR, "->")],
        ["Jodie Maddox"],
    ),
    (
        "fr-2-09",
        "which county was the Brackenfield Mill fire in",
        ["Brackenfield Mill fire"],
        [(INC_LOC, "->"), (COUNTY, "->")],
        ["Greyholt"],
    ),
    (
        "fr-2-10",
        "what town is Ardenshire Fire and Rescue Service's control room in",
        ["Ardenshire Fire and Rescue Service"],
        [(MOBILISED_BY, "->"), (GEO_TOWN, "->")],
        ["Stowley"],
    ),
    (
        "fr-2-11",
        "who's on the same station as Callum Quigley",
        ["Callum Quigley"],
        [(POSTED_TO, "->"), (POSTED_TO, "<-")],
        [
            "Ama Armitage",
            "Callum Quigley",
            "Kerry Armitage",
            "Lindsay Fairclough",
            "Nadia Rushworth",
        ],
    ),
    (
        "fr-2-12",
        "what specialist skills are there among the crews at Greyholt Bridge Fire Station",
        ["Greyholt Bridge Fire Station"],
        [(POSTED_TO, "<-"), (SPEC, "->")],
        ["high-volume pumping", "rope rescue", "trauma care", "urban search and rescue"],
    ),
    (
        "fr-2-13",
        "where's the head office of the service Sulmere Fire and Rescue Service sends help over the border to",
        ["Sulmere Fire and Rescue Service"],
        [(CROSS_BORDER, "->"), (HQ_AT, "->")],
        ["Harrowfield"],
    ),
    (
        "fr-2-14",
        "which incidents did Kerry Halloran's station go to",
        ["Kerry Halloran"],
        [(POSTED_TO, "->"), (TURNOUT, "<-")],
        ["Eastry Fen floods", "Wrensham weir rescue", "incident 716/26"],
    ),
    (
        "fr-2-15",
        "which stations have attended road traffic collisions",
        ["road traffic collision"],
        [(INC_TYPE, "<-"), (TURNOUT, "->")],
        [
            "Calder Mills Fire Station",
            "Greyholt Bridge Fire Station",
            "Kirkby Thore End Fire Station",
            "Marrowby Fire Station",
            "Penmarsh Fire Station",
            "Scarth Fire Station",
            "Stowley Fire Station",
            "Upper Heskin Fire Station",
        ],
    ),
    (
        "fr-2-16",
        "fire stations in Sulmere",
        ["Sulmere"],
        [(COUNTY, "<-"), (GEO_TOWN, "<-")],
        [
            "Eastry Fen Fire Station",
            "Sulmere Haven Fire Station",
            "Tolbury Fire Station",
            "Wrensham Fire Station",
        ],
    ),
    (
        "fr-2-17",
        "stations crewed the same way as Penmarsh Fire Station",
        ["Penmarsh Fire Station"],
        [(DUTY, "->"), (DUTY, "<-")],
        [
            "Eastry Fen Fire Station",
            "Harrowfield Fire Station",
            "Kirkby Thore End Fire Station",
            "Penmarsh Fire Station",
            "Sandwick Fire Station",
            "Scarth Fire Station",
            "Sulmere Haven Fire Station",
            "Tolbury Fire Station",
            "Upper Heskin Fire Station",
        ],
    ),
    (
        "fr-2-18",
        "whose trucks are the aerial ladder platforms built on",
        ["aerial ladder platform"],
        [(APPL_TYPE, "<-"), (CHASSIS, "->")],
        ["Halstow Motor Works", "Mardell Commercial", "Vandermeer Voertuigen"],
    ),
    (
        "fr-2-19",
        "who led the jobs in Calder Mills",
        ["Calder Mills"],
        [(INC_LOC, "<-"), (IN_CHARGE, "->")],
        ["Tasha Llewellyn", "Yusuf Braithwaite"],
    ),
    (
        "fr-2-20",
        "which fire service looks after Whitsand",
        ["Whitsand"],
        [(COUNTY, "->"), (COVERS, "<-")],
        ["Calder and Greyholt Fire Authority"],
    ),
    # three hops
    (
        "fr-3-01",
        "who was running incidents in Sulmere county",
        ["Sulmere"],
        [(COUNTY, "<-"), (INC_LOC, "<-"), (IN_CHARGE, "->")],
        ["Craig Maddox", "Hollie Achterberg", "Hollie Quigley", "Kerry Halloran"],
    ),
    (
        "fr-3-02",
        "where are the coachbuilders of the appliances at Scarth Fire Station from",
        ["Scarth Fire Station"],
        [(HOME_STN, "<-"), (COACHBUILT, "->"), (LAND, "->")],
        ["Germany", "United Kingdom"],
    ),
    (
        "fr-3-03",
        "which stations have turned out to jobs in North Lenham",
        ["North Lenham"],
        [(COUNTY, "<-"), (INC_LOC, "<-"), (TURNOUT, "->")],
        [
            "Harrowfield Fire Station",
            "Kirkby Thore End Fire Station",
            "Lenham Quay Fire Station",
            "Sandwick Fire Station",
        ],
    ),
    (
        "fr-3-04",
        "which town is the control room that mobilises Tolbury Fire Station in",
        ["Tolbury Fire Station"],
        [(BRIGADE, "->"), (MOBILISED_BY, "->"), (GEO_TOWN, "->")],
        ["Sandwick"],
    ),
    (
        "fr-3-05",
        "where did the officers who ran jobs in Scarth do their training",
        ["Scarth"],
        [(INC_LOC, "<-"), (IN_CHARGE, "->"), (QUALIFIED, "->")],
        [
            "Moreton Fire Service College",
            "Northern Fire Training Centre",
            "Sulmere Training Academy",
        ],
    ),
    (
        "fr-3-06",
        "what ranks were the officers in charge at grass fires",
        ["grass fire"],
        [(INC_TYPE, "<-"), (IN_CHARGE, "->"), (GRADE, "->")],
        ["crew manager", "firefighter", "station manager", "watch manager"],
    ),
    (
        "fr-3-07",
        "where's the head office of the service Gavin Pennock works for",
        ["Gavin Pennock"],
        [(POSTED_TO, "->"), (BRIGADE, "->"), (HQ_AT, "->")],
        ["Ardley Market"],
    ),
    (
        "fr-3-08",
        "what kinds of appliance are based at the stations that went to the Eastry Fen floods",
        ["Eastry Fen floods"],
        [(TURNOUT, "->"), (HOME_STN, "<-"), (APPL_TYPE, "->")],
        ["heavy rescue unit", "pump ladder", "rescue pump", "water carrier", "wildfire unit"],
    ),
    (
        "fr-3-09",
        "what special skills do the crews have at the stations that attended the Hebden Cross hotel fire",
        ["Hebden Cross hotel fire"],
        [(TURNOUT, "->"), (POSTED_TO, "<-"), (SPEC, "->")],
        [
            "breathing apparatus instructor",
            "high-volume pumping",
            "swift water rescue",
            "trauma care",
            "urban search and rescue",
            "wildfire suppression",
        ],
    ),
    (
        "fr-3-10",
        "which truck makers supply the stations run by North Lenham Fire and Rescue",
        ["North Lenham Fire and Rescue"],
        [(BRIGADE, "<-"), (HOME_STN, "<-"), (CHASSIS, "->")],
        [
            "Brenner Nutzfahrzeuge",
            "Halstow Motor Works",
            "Oskarsson Trucks",
            "Vandermeer Voertuigen",
        ],
    ),
    (
        "fr-3-11",
        "incident 704/26: where did the manager of the station that went to it train?",
        ["incident 704/26"],
        [(TURNOUT, "->"), (STN_MGR, "->"), (QUALIFIED, "->")],
        ["Northern Fire Training Centre"],
    ),
    (
        "fr-3-12",
        "which countries are the water carriers' truck makers from",
        ["water carrier"],
        [(APPL_TYPE, "<-"), (CHASSIS, "->"), (LAND, "->")],
        ["Germany", "United Kingdom"],
    ),
    (
        "fr-3-13",
        "which towns have a wildfire unit at their station",
        ["wildfire unit"],
        [(APPL_TYPE, "<-"), (HOME_STN, "->"), (GEO_TOWN, "->")],
        ["Calder Mills", "Hebden Cross", "Kirkby Thore End", "Scarth", "Wrensham"],
    ),
    (
        "fr-3-14",
        "who runs each station under chief Hollie Kavanagh",
        ["Hollie Kavanagh"],
        [(CFO, "<-"), (BRIGADE, "<-"), (STN_MGR, "->")],
        ["Craig Sandhu", "Mohammed Braithwaite", "Nadia Halloran", "Siobhan Braithwaite"],
    ),
    (
        "fr-3-15",
        "what kinds of incidents has Nadia Blenkinsop's station dealt with",
        ["Nadia Blenkinsop"],
        [(POSTED_TO, "->"), (TURNOUT, "<-"), (INC_TYPE, "->")],
        ["grass fire", "house fire"],
    ),
    # not in the graph
    ("fr-n-01", "who runs Kessingland Fire Station", 1),
    ("fr-n-02", "where is the Westmoor Fire and Rescue Service based", 1),
    ("fr-n-03", "which stations went to incident 1044/25", 1),
    ("fr-n-04", "what rank is Darius Whitlock", 1),
    ("fr-n-05", "who did the bodywork on the Pendle Vale turntable ladder", 1),
    # relations the graph lacks
    (
        "fr-l-01",
        "phone number for Marrowby Fire Station",
        ["Marrowby Fire Station"],
        1,
        "phone number",
    ),
    ("fr-l-02", "when was Stowley Fire Station built", ["Stowley Fire Station"], 1, "opening year"),
    (
        "fr-l-03",
        "what's the reg plate on the Calder Mills rescue pump",
        ["Calder Mills rescue pump"],
        1,
        "registration plate",
    ),
    (
        "fr-l-04",
        "how many litres does the Ottery Lane End water carrier hold",
        ["Ottery Lane End water carrier"],
        1,
        "tank capacity",
    ),
    (
        "fr-l-05",
        "how long has Owain Tranter been in the job",
        ["Owain Tranter"],
        1,
        "length of service",
    ),
    (
        "fr-l-06",
        "what's the yearly budget of Ardenshire Fire and Rescue Service",
        ["Ardenshire Fire and Rescue Service"],
        1,
        "budget",
    ),
    (
        "fr-l-07",
        "how long did it take to put out the Brackenfield Mill fire",
        ["Brackenfield Mill fire"],
        1,
        "duration",
    ),
    (
        "fr-l-08",
        "was anyone hurt in the Stowley bypass pile-up",
        ["Stowley bypass pile-up"],
        1,
        "casualties",
    ),
    ("fr-l-09", "what caused incident 982/26", ["incident 982/26"], 1, "cause"),
    (
        "fr-l-10",
        "how high does the Hebden Cross aerial ladder platform reach",
        ["Hebden Cross aerial ladder platform"],
        1,
        "working height",
    ),
    ("fr-l-11", "how old is Zoe Okonkwo", ["Zoe Okonkwo"], 1, "age"),
    (
        "fr-l-12",
        "which station is Ryan Iqbal based at",
        ["Ryan Iqbal"],
        1,
        "none for entity: posted_to",
    ),
    (
        "fr-l-13",
        "who was in charge at the Brackenfield Mill fire",
        ["Brackenfield Mill fire"],
        1,
        "none for entity: i/c",
    ),
    ("fr-l-14", "where did Liam Pennock train", ["Liam Pennock"], 1, "none for entity: qualified@"),
    (
        "fr-l-15",
        "what specialist skills has Owain Tranter got",
        ["Owain Tranter"],
        1,
        "none for entity: spec_cap",
    ),
]


def facts_by_name() -> list[tuple[str, str, str]]:
    return facts_and_types()[0]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id (``name<TAB>type``)."""
    facts, types = facts_and_types()
    names = {x: x for h, _, t in facts for x in (h, t)}
    triples, by_id = with_opaque_ids(facts, names, random.Random(4662), range(10000), "fs<{:04d}>")
    return triples, {i: f"{n}\t{types[n]}" for i, n in by_id.items()}


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


if __name__ == "__main__":
    triples, typed = build()
    write(triples, typed)
    names = {i: n.split("\t")[0] for i, n in typed.items()}
    write_questions_by_name(HERE, triples, names, QUESTIONS)
