"""Build the `makerspaces` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional region's makerspaces and tool libraries: spaces with their neighbourhood, host
organisation, steward, backers and twin spaces; machines (each with a nickname) with the
space they are kept at, their kind and their brand; brands with their home country;
members with the spaces they belong to, the neighbourhood they live in, who signed them off
(their induction) and the machines they are cleared to use; projects with their makers, the
machines and materials they used and the fairs they were shown at; materials with the
suppliers that stock them; suppliers with their neighbourhood; fairs with their city and the
space that runs them; classes with their space, tutors and the machines they use;
neighbourhoods with their city. Every person, place, firm and machine is invented. The
schema, the cities, neighbourhoods, spaces, brands, machines, materials, suppliers, fairs and
classes are written by hand below; a seeded generator (`random.Random(4848)`) draws the
people's names and the filler facts (memberships, sign-offs, clearances, projects, tutors).
The questions are written by hand at the bottom by name and path; their answers are computed
from the graph by `paths.write_questions_by_name` and checked against the answers written
beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/makerspaces/make_graph.py
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

LOCALITY = "addr.locality"
HOST_ORG = "host_org"
STEWARD = "STEWARD"
BACKER = "backer"
TWINNED = "twinned with"
KEPT_AT = "kept at"
TOOL_CLASS = "toolClass"
MFR = "MFR"
ORIGIN = "origin:country"
MEMBER_AT = "memberAt"
HOOD = "hood"
SIGNED_OFF = "signed off by"
CLEARED = "cleared_for"
MAKER = "maker"
USES_TOOL = "usesTool"
MAT = "mat"
EXHIBITED = "exhibited@"
STOCKED_BY = "stocked by"
SHOP_IN = "shop.nbhd"
VENUE_CITY = "venue_city"
RUN_BY = "RunBy"
CLASS_AT = "loc"
TUTOR = "tutor"
KIT = "uses_kit"
WITHIN = "within"

# city -> neighbourhoods
CITIES = {
    "Harrowgate Vale": ["Tinsmith Quarter", "Oldmill", "Bramley Cross", "Canal Basin"],
    "Port Esk": ["Harbourside", "Saltings", "Northgate"],
    "Kelverton": ["Foundry Fields", "Upper Kelverton", "Sandpits"],
    "Dunmere": ["Ropewalk", "St Aidan's", "Market Rise"],
    "Wexley": ["Wexley Junction", "Coldharbour"],
}

HOSTS = [
    "Harrowgate Vale Libraries",
    "Esk Valley Community Trust",
    "Kelverton College",
    "Dunmere Arts Co-operative",
    "Canal & River Heritage Society",
    "Wexley Parish Council",
    "Northgate Youth Hub",
]

# space -> (neighbourhood, host, backers)
SPACES = {
    "The Tin Shed": (
        "Tinsmith Quarter",
        "Harrowgate Vale Libraries",
        ["Brightwire Electrical", "Halden Timber"],
    ),
    "Oldmill Makers": ("Oldmill", "Canal & River Heritage Society", ["Halden Timber"]),
    "Basin Workshop": ("Canal Basin", "Canal & River Heritage Society", ["Quayside Credit Union"]),
    "Harbour Hackspace": (
        "Harbourside",
        "Esk Valley Community Trust",
        ["Quayside Credit Union", "Northsea Fibre"],
    ),
    "Saltings Tool Library": ("Saltings", "Esk Valley Community Trust", []),
    "Foundry Fields FabLab": (
        "Foundry Fields",
        "Kelverton College",
        ["Brightwire Electrical", "Mercer Engineering"],
    ),
    "Sandpits Makerspace": ("Sandpits", "Kelverton College", ["Mercer Engineering"]),
    "Ropewalk Guild of Makers": (
        "Ropewalk",
        "Dunmere Arts Co-operative",
        ["Dunmere Building Society"],
    ),
    "Market Rise Repair Hub": ("Market Rise", "Dunmere Arts Co-operative", []),
    "Junction Shed": (
        "Wexley Junction",
        "Wexley Parish Council",
        ["Northsea Fibre", "Dunmere Building Society"],
    ),
    "Northgate Build Club": ("Northgate", "Northgate Youth Hub", ["Halden Timber"]),
}

TWINS = [
    ("The Tin Shed", "Harbour Hackspace"),
    ("Oldmill Makers", "Ropewalk Guild of Makers"),
    ("Foundry Fields FabLab", "Junction Shed"),
    ("Saltings Tool Library", "Market Rise Repair Hub"),
]

BRANDS = {
    "Lumatek": "Germany",
    "Cutwell": "United States",
    "Sparrowhawk Tools": "United Kingdom",
    "Kinsei": "Japan",
    "Hollis & Crane": "United Kingdom",
    "Prusova": "Czech Republic",
    "Ostrander": "Sweden",
    "Vanterpool": "Netherlands",
    "Baoli Machinery": "China",
    "Fernhall": "Canada",
    "Rotherby": "United Kingdom",
    "Zeltmann": "Germany",
}

# kind -> brands that make it
KINDS = {
    "laser cutter": ["Lumatek", "Cutwell", "Baoli Machinery"],
    "3D printer": ["Prusova", "Kinsei", "Fernhall"],
    "CNC router": ["Ostrander", "Baoli Machinery", "Zeltmann"],
    "lathe": ["Hollis & Crane", "Zeltmann"],
    "pillar drill": ["Sparrowhawk Tools", "Rotherby"],
    "bandsaw": ["Sparrowhawk Tools", "Rotherby", "Vanterpool"],
    "sewing machine": ["Kinsei", "Vanterpool"],
    "vinyl cutter": ["Cutwell", "Kinsei"],
    "MIG welder": ["Ostrander", "Hollis & Crane"],
    "soldering station": ["Lumatek", "Fernhall"],
    "kiln": ["Rotherby", "Vanterpool"],
    "table saw": ["Sparrowhawk Tools", "Zeltmann"],
    "embroidery machine": ["Kinsei"],
}

MACHINE_NAMES = [
    "Vulcan",
    "Big Bertha",
    "Sparky",
    "Old Faithful",
    "Gandalf",
    "The Beast",
    "Marvin",
    "Tinkerbell",
    "Hal",
    "Rosie",
    "Gromit",
    "Moneypenny",
    "Zeus",
    "Nellie",
    "Boudicca",
    "Clanky",
    "Daisy",
    "Pixel",
    "Stanley",
    "Mabel",
    "Goliath",
    "Ziggy",
    "Bessie",
    "Rusty",
    "Archimedes",
    "Dot",
    "Torvald",
    "Percy",
    "Hephaestus",
    "Lady Lovelace",
    "Bob",
    "Frida",
    "Sputnik",
    "Kevin",
    "Waltzing Matilda",
    "Chewie",
    "Brunel",
    "Dolly",
    "Fizz",
    "Titan",
    "Wolfie",
    "Betty Blue",
    "Crunchy",
    "Ada",
    "Mr Whirly",
    "Hedy",
    "Nora",
    "Sir Cuts-a-Lot",
    "Jolene",
    "Banjo",
]

MATERIALS = {
    "birch plywood": ["Halden Timber", "Canal Street Timber Yard"],
    "cast acrylic": ["Plastimax Supplies"],
    "PLA filament": ["Plastimax Supplies", "Filamentum Direct"],
    "PETG filament": ["Filamentum Direct"],
    "mild steel": ["Kelverton Steel Stockholders"],
    "aluminium bar": ["Kelverton Steel Stockholders"],
    "oak": ["Canal Street Timber Yard"],
    "MDF": ["Halden Timber"],
    "cotton drill": ["Ropewalk Fabrics"],
    "waxed canvas": ["Ropewalk Fabrics"],
    "stoneware clay": ["Potter's Wheel Supplies"],
    "copper wire": ["Brightwire Electrical"],
    "heat transfer vinyl": ["Plastimax Supplies"],
    "leather": ["Ropewalk Fabrics", "Harbour Chandlery"],
}

SUPPLIERS = {
    "Halden Timber": "Oldmill",
    "Canal Street Timber Yard": "Canal Basin",
    "Plastimax Supplies": "Foundry Fields",
    "Filamentum Direct": "Coldharbour",
    "Kelverton Steel Stockholders": "Foundry Fields",
    "Ropewalk Fabrics": "Ropewalk",
    "Potter's Wheel Supplies": "St Aidan's",
    "Brightwire Electrical": "Upper Kelverton",
    "Harbour Chandlery": "Harbourside",
}

# material -> kinds of machine that work it
WORKS = {
    "birch plywood": ["laser cutter", "CNC router", "bandsaw", "table saw"],
    "cast acrylic": ["laser cutter", "CNC router"],
    "PLA filament": ["3D printer"],
    "PETG filament": ["3D printer"],
    "mild steel": ["MIG welder", "pillar drill", "lathe"],
    "aluminium bar": ["lathe", "pillar drill", "CNC router"],
    "oak": ["table saw", "bandsaw", "lathe", "CNC router"],
    "MDF": ["laser cutter", "CNC router", "table saw"],
    "cotton drill": ["sewing machine", "embroidery machine"],
    "waxed canvas": ["sewing machine"],
    "stoneware clay": ["kiln"],
    "copper wire": ["soldering station"],
    "heat transfer vinyl": ["vinyl cutter"],
    "leather": ["sewing machine", "laser cutter"],
}

# fair -> (city, space that runs it)
FAIRS = {
    "Harrowgate Mini Maker Faire": ("Harrowgate Vale", "The Tin Shed"),
    "Esk Makers' Weekend": ("Port Esk", "Harbour Hackspace"),
    "Kelverton Festival of Making": ("Kelverton", "Foundry Fields FabLab"),
    "Dunmere Repair & Remake Day": ("Dunmere", "Market Rise Repair Hub"),
    "Wexley Shed Show": ("Wexley", "Junction Shed"),
}

# class -> (space, kinds it uses)
CLASSES = {
    "Intro to Laser Cutting": ("The Tin Shed", ["laser cutter"]),
    "Welding for Beginners": ("Foundry Fields FabLab", ["MIG welder"]),
    "3D Printing 101": ("Harbour Hackspace", ["3D printer"]),
    "Woodturning Evenings": ("Oldmill Makers", ["lathe"]),
    "Fix Your Own Bike": ("Market Rise Repair Hub", ["pillar drill"]),
    "Tote Bag Workshop": ("Ropewalk Guild of Makers", ["sewing machine"]),
    "CNC Basics": ("Sandpits Makerspace", ["CNC router"]),
    "Pottery Taster": ("Ropewalk Guild of Makers", ["kiln"]),
    "Electronics Club": ("Harbour Hackspace", ["soldering station"]),
    "Build a Bird Box": ("Northgate Build Club", ["bandsaw", "pillar drill"]),
    "Custom T-Shirts": ("Junction Shed", ["vinyl cutter"]),
    "Furniture Making Weekend": ("Basin Workshop", ["table saw", "bandsaw"]),
    "Machine Embroidery Night": ("Ropewalk Guild of Makers", ["embroidery machine"]),
    "Metal Lathe Induction": ("Junction Shed", ["lathe"]),
    "Repair Cafe Saturdays": ("Saltings Tool Library", ["soldering station", "sewing machine"]),
    "Laser Engraving Gifts": ("Junction Shed", ["laser cutter"]),
}

# space -> kinds of machine it keeps (one machine each, two of the starred ones)
KEEPS = {
    "The Tin Shed": ["laser cutter", "laser cutter", "3D printer", "vinyl cutter", "pillar drill"],
    "Oldmill Makers": ["lathe", "bandsaw", "table saw", "CNC router"],
    "Basin Workshop": ["table saw", "bandsaw", "pillar drill"],
    "Harbour Hackspace": ["3D printer", "3D printer", "soldering station", "laser cutter"],
    "Saltings Tool Library": ["soldering station", "sewing machine", "pillar drill"],
    "Foundry Fields FabLab": ["MIG welder", "CNC router", "lathe", "laser cutter", "3D printer"],
    "Sandpits Makerspace": ["CNC router", "3D printer", "bandsaw"],
    "Ropewalk Guild of Makers": ["sewing machine", "sewing machine", "kiln", "embroidery machine"],
    "Market Rise Repair Hub": ["pillar drill", "soldering station", "sewing machine"],
    "Junction Shed": ["vinyl cutter", "lathe", "laser cutter", "MIG welder"],
    "Northgate Build Club": ["bandsaw", "pillar drill", "3D printer"],
}

PROJECT_THINGS = [
    "lamp",
    "bird box",
    "bench",
    "clock",
    "guitar",
    "tote bag",
    "robot arm",
    "chess set",
    "planter",
    "drone frame",
    "jewellery box",
    "bike trailer",
    "coat rack",
    "mug set",
    "sign",
    "synth",
    "apron",
    "keyboard",
    "stool",
    "trophy",
    "shelf",
    "kite",
    "cutting board",
    "weather station",
    "backpack",
    "puzzle",
    "fruit bowl",
    "toolbox",
    "dog bed",
    "candle holder",
]
PROJECT_ADJ = [
    "Hexagon",
    "Tidal",
    "Copper",
    "Walnut",
    "Neon",
    "Folding",
    "Tiny",
    "Harbour",
    "Spiral",
    "Rusty",
    "Midnight",
    "Origami",
    "Pocket",
    "Salvage",
    "Clockwork",
]

FIRST_NAMES = [
    "Priya",
    "Tomasz",
    "Aoife",
    "Kwame",
    "Ingrid",
    "Dev",
    "Morag",
    "Luca",
    "Shanice",
    "Bjorn",
    "Fatima",
    "Callum",
    "Yuki",
    "Olusegun",
    "Hattie",
    "Rafael",
    "Niamh",
    "Emeka",
    "Greta",
    "Sanjay",
    "Ffion",
    "Marek",
    "Beatriz",
    "Oskar",
    "Temi",
    "Rhiannon",
    "Jasper",
    "Anika",
    "Declan",
    "Mei",
]
LAST_NAMES = [
    "Okonkwo",
    "Lindqvist",
    "Pemberton",
    "Castellano",
    "Nakamura",
    "Brannigan",
    "Achterberg",
    "Szymanski",
    "Holloway",
    "Mbeki",
    "Fairclough",
    "Doherty",
    "Rasmussen",
    "Quigley",
    "Abernethy",
    "Varghese",
    "Thistlewood",
    "Kowal",
    "Oyelowo",
    "Marchetti",
    "Greaves",
    "Haldane",
    "Ibsen",
    "Trevelyan",
    "Salgado",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(4848)
    facts: list[tuple[str, str, str]] = []
    for city, hoods in CITIES.items():
        facts += [(h, WITHIN, city) for h in hoods]
    hoods = [h for hs in CITIES.values() for h in hs]
    for brand, country in BRANDS.items():
        facts.append((brand, ORIGIN, country))
    for supplier, hood in SUPPLIERS.items():
        facts.append((supplier, SHOP_IN, hood))
    for material, suppliers in MATERIALS.items():
        facts += [(material, STOCKED_BY, s) for s in suppliers]
    for space, (hood, host, backers) in SPACES.items():
        facts += [(space, LOCALITY, hood), (space, HOST_ORG, host)]
        facts += [(space, BACKER, b) for b in backers]
    facts += [(a, TWINNED, b) for a, b in TWINS]

    machine_names = MACHINE_NAMES[:]
    rng.shuffle(machine_names)
    machines_at: dict[str, list[str]] = {}
    kind_of: dict[str, str] = {}
    for space, kinds in KEEPS.items():
        machines_at[space] = []
        for kind in kinds:
            machine = machine_names.pop()
            kind_of[machine] = kind
            machines_at[space].append(machine)
            facts += [(machine, KEPT_AT, space), (machine, TOOL_CLASS, kind)]
            facts.append((machine, MFR, rng.choice(KINDS[kind])))

    people = full_names(rng, FIRST_NAMES, LAST_NAMES, 90, set())
    members_of: dict[str, list[str]] = {s: [] for s in SPACES}
    spaces = list(SPACES)
    for person in people:
        home = rng.choice(hoods)
        facts.append((person, HOOD, home))
        joined = rng.sample(spaces, 2 if rng.random() < 0.2 else 1)
        for space in joined:
            facts.append((person, MEMBER_AT, space))
            members_of[space].append(person)
    for space in SPACES:
        facts.append((space, STEWARD, members_of[space][0]))
    old_hands = {s: members_of[s][:3] for s in SPACES}
    for space, members in members_of.items():
        for person in members[1:]:
            if rng.random() < 0.6:
                facts.append(
                    (person, SIGNED_OFF, rng.choice([p for p in old_hands[space] if p != person]))
                )
            for machine in rng.sample(machines_at[space], rng.choice([0, 1, 1, 1, 2])):
                facts.append((person, CLEARED, machine))

    taken: set[str] = set()
    fairs = list(FAIRS)
    for _ in range(50):
        while True:
            name = f"{rng.choice(PROJECT_ADJ)} {rng.choice(PROJECT_THINGS)}"
            if name not in taken:
                taken.add(name)
                break
        space = rng.choice(spaces)
        makers = rng.sample(
            members_of[space], 2 if rng.random() < 0.2 and len(members_of[space]) > 1 else 1
        )
        facts += [(name, MAKER, m) for m in makers]
        used = rng.sample(machines_at[space], rng.choice([1, 1, 2]))
        facts += [(name, USES_TOOL, m) for m in used]
        workable = sorted({m for m, ks in WORKS.items() for u in used if kind_of[u] in ks})
        for material in rng.sample(workable, min(len(workable), rng.choice([1, 1, 2]))):
            facts.append((name, MAT, material))
        if rng.random() < 0.55:
            facts.append((name, EXHIBITED, rng.choice(fairs)))

    for fair, (city, space) in FAIRS.items():
        facts += [(fair, VENUE_CITY, city), (fair, RUN_BY, space)]
    for cls, (space, kinds) in CLASSES.items():
        facts.append((cls, CLASS_AT, space))
        for tutor in rng.sample(
            members_of[space], min(len(members_of[space]), rng.choice([1, 1, 2]))
        ):
            facts.append((cls, TUTOR, tutor))
        for machine in machines_at[space]:
            if kind_of[machine] in kinds:
                facts.append((cls, KIT, machine))
    return facts


# Questions by name: (id, text, topic names, path, expected answer names) for answerable ones
# (the answers worked out by hand from the facts above and checked against the graph by
# write_questions_by_name); (id, text, hops) for names not in the graph; (id, text, topic
# names, hops, lacks) for relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "mk-1-01",
        "where's the Tin Shed?",
        ["The Tin Shed"],
        [(LOCALITY, "->")],
        ["Tinsmith Quarter"],
    ),
    (
        "mk-1-02",
        "which organisation is Oldmill Makers run under",
        ["Oldmill Makers"],
        [(HOST_ORG, "->")],
        ["Canal & River Heritage Society"],
    ),
    (
        "mk-1-03",
        "who's in charge at harbour hackspace",
        ["Harbour Hackspace"],
        [(STEWARD, "->")],
        ["Morag Kowal"],
    ),
    (
        "mk-1-04",
        "who puts money into Junction Shed?",
        ["Junction Shed"],
        [(BACKER, "->")],
        ["Northsea Fibre", "Dunmere Building Society"],
    ),
    (
        "mk-1-05",
        "what sort of machine is Goliath",
        ["Goliath"],
        [(TOOL_CLASS, "->")],
        ["CNC router"],
    ),
    ("mk-1-06", "what make is boudicca", ["Boudicca"], [(MFR, "->")], ["Vanterpool"]),
    ("mk-1-07", "Kinsei - which country are they from?", ["Kinsei"], [(ORIGIN, "->")], ["Japan"]),
    (
        "mk-1-08",
        "Greta Ibsen's makerspaces",
        ["Greta Ibsen"],
        [(MEMBER_AT, "->")],
        ["Ropewalk Guild of Makers", "The Tin Shed"],
    ),
    (
        "mk-1-09",
        "which machines can Dev Doherty use on his own",
        ["Dev Doherty"],
        [(CLEARED, "->")],
        ["Ziggy", "Fizz", "Crunchy", "Brunel"],
    ),
    (
        "mk-1-10",
        "who did Sanjay Nakamura's induction?",
        ["Sanjay Nakamura"],
        [(SIGNED_OFF, "->")],
        ["Niamh Quigley", "Anika Szymanski"],
    ),
    (
        "mk-1-11",
        "who built the Hexagon kite",
        ["Hexagon kite"],
        [(MAKER, "->")],
        ["Kwame Salgado", "Greta Holloway"],
    ),
    (
        "mk-1-12",
        "what was the spiral backpack made out of",
        ["Spiral backpack"],
        [(MAT, "->")],
        ["birch plywood"],
    ),
    (
        "mk-1-13",
        "machines that went into the Tidal synth",
        ["Tidal synth"],
        [(USES_TOOL, "->")],
        ["Percy", "Gandalf"],
    ),
    (
        "mk-1-14",
        "where can I buy PLA filament round here",
        ["PLA filament"],
        [(STOCKED_BY, "->")],
        ["Plastimax Supplies", "Filamentum Direct"],
    ),
    (
        "mk-1-15",
        "Where is the Esk Makers' Weekend held?",
        ["Esk Makers' Weekend"],
        [(VENUE_CITY, "->")],
        ["Port Esk"],
    ),
    (
        "mk-1-16",
        "who teaches Woodturning Evenings",
        ["Woodturning Evenings"],
        [(TUTOR, "->")],
        ["Aoife Castellano", "Hattie Lindqvist"],
    ),
    (
        "mk-1-17",
        "what can I borrow at Saltings Tool Library",
        ["Saltings Tool Library"],
        [(KEPT_AT, "<-")],
        ["Jolene", "Boudicca", "Sputnik"],
    ),
    (
        "mk-1-18",
        "members who live in Bramley Cross",
        ["Bramley Cross"],
        [(HOOD, "<-")],
        [
            "Morag Kowal",
            "Sanjay Nakamura",
            "Anika Achterberg",
            "Declan Nakamura",
            "Morag Castellano",
            "Luca Okonkwo",
        ],
    ),
    (
        "mk-1-19",
        "list the neighbourhoods of Kelverton",
        ["Kelverton"],
        [(WITHIN, "<-")],
        ["Foundry Fields", "Upper Kelverton", "Sandpits"],
    ),
    (
        "mk-1-20",
        "what got shown at the Wexley Shed Show this year?",
        ["Wexley Shed Show"],
        [(EXHIBITED, "<-")],
        ["Folding stool", "Salvage puzzle", "Tiny mug set", "Neon apron", "Hexagon kite"],
    ),
    # two hops
    (
        "mk-2-01",
        "what city is Basin Workshop in",
        ["Basin Workshop"],
        [(LOCALITY, "->"), (WITHIN, "->")],
        ["Harrowgate Vale"],
    ),
    (
        "mk-2-02",
        "what kinds of machines has Foundry Fields FabLab got",
        ["Foundry Fields FabLab"],
        [(KEPT_AT, "<-"), (TOOL_CLASS, "->")],
        ["MIG welder", "CNC router", "lathe", "laser cutter", "3D printer"],
    ),
    (
        "mk-2-03",
        "who made the machines Declan Nakamura has been trained on?",
        ["Declan Nakamura"],
        [(CLEARED, "->"), (MFR, "->")],
        ["Lumatek", "Prusova", "Fernhall"],
    ),
    (
        "mk-2-04",
        "which neighbourhood does the person who inducted Rafael Lindqvist live in",
        ["Rafael Lindqvist"],
        [(SIGNED_OFF, "->"), (HOOD, "->")],
        ["Bramley Cross"],
    ),
    (
        "mk-2-05",
        "who's the lead at Ingrid Ibsen's space",
        ["Ingrid Ibsen"],
        [(MEMBER_AT, "->"), (STEWARD, "->")],
        ["Priya Thistlewood"],
    ),
    (
        "mk-2-06",
        "where can I get hold of the materials for the Hexagon kite",
        ["Hexagon kite"],
        [(MAT, "->"), (STOCKED_BY, "->")],
        ["Ropewalk Fabrics", "Harbour Chandlery", "Plastimax Supplies"],
    ),
    (
        "mk-2-07",
        "which space organised the fair the Tidal lamp was on show at?",
        ["Tidal lamp"],
        [(EXHIBITED, "->"), (RUN_BY, "->")],
        ["Foundry Fields FabLab"],
    ),
    (
        "mk-2-08",
        "which machines are the people teaching Electronics Club trained on",
        ["Electronics Club"],
        [(TUTOR, "->"), (CLEARED, "->")],
        ["Old Faithful", "Marvin", "Gromit"],
    ),
    (
        "mk-2-09",
        "who looks after the sister space of Saltings Tool Library",
        ["Saltings Tool Library"],
        [(TWINNED, "->"), (STEWARD, "->")],
        ["Niamh Salgado"],
    ),
    (
        "mk-2-10",
        "who has made things on Big Bertha",
        ["Big Bertha"],
        [(USES_TOOL, "<-"), (MAKER, "->")],
        ["Rafael Brannigan", "Anika Okonkwo", "Marek Nakamura", "Yuki Holloway", "Jasper Greaves"],
    ),
    (
        "mk-2-11",
        "machines used in declan nakamura's projects",
        ["Declan Nakamura"],
        [(MAKER, "<-"), (USES_TOOL, "->")],
        ["Boudicca", "Mabel", "Sputnik"],
    ),
    (
        "mk-2-12",
        "at which fairs has Jasper Greaves shown his work",
        ["Jasper Greaves"],
        [(MAKER, "<-"), (EXHIBITED, "->")],
        ["Wexley Shed Show", "Harrowgate Mini Maker Faire"],
    ),
    (
        "mk-2-13",
        "who makes the laser cutters people use around here",
        ["laser cutter"],
        [(TOOL_CLASS, "<-"), (MFR, "->")],
        ["Lumatek", "Baoli Machinery"],
    ),
    (
        "mk-2-14",
        "what part of town is the Pottery Taster held in",
        ["Pottery Taster"],
        [(CLASS_AT, "->"), (LOCALITY, "->")],
        ["Ropewalk"],
    ),
    (
        "mk-2-15",
        "which organisation is behind the space where the Metal Lathe Induction is on?",
        ["Metal Lathe Induction"],
        [(CLASS_AT, "->"), (HOST_ORG, "->")],
        ["Wexley Parish Council"],
    ),
    (
        "mk-2-16",
        "stoneware clay - what area is the place that sells it in",
        ["stoneware clay"],
        [(STOCKED_BY, "->"), (SHOP_IN, "->")],
        ["St Aidan's"],
    ),
    (
        "mk-2-17",
        "The Tin Shed puts on a fair - where is it?",
        ["The Tin Shed"],
        [(RUN_BY, "<-"), (VENUE_CITY, "->")],
        ["Harrowgate Vale"],
    ),
    (
        "mk-2-18",
        "who teaches the class that uses Torvald",
        ["Torvald"],
        [(KIT, "<-"), (TUTOR, "->")],
        ["Yuki Rasmussen", "Rafael Lindqvist"],
    ),
    (
        "mk-2-19",
        "the spaces Kelverton College is behind - who looks after them day to day?",
        ["Kelverton College"],
        [(HOST_ORG, "<-"), (STEWARD, "->")],
        ["Dev Castellano", "Sanjay Mbeki"],
    ),
    (
        "mk-2-20",
        "what materials go into stuff made on Hephaestus",
        ["Hephaestus"],
        [(USES_TOOL, "<-"), (MAT, "->")],
        ["waxed canvas", "cotton drill"],
    ),
    # three hops
    (
        "mk-3-01",
        "which countries do the Tin Shed's machines come from",
        ["The Tin Shed"],
        [(KEPT_AT, "<-"), (MFR, "->"), (ORIGIN, "->")],
        ["Germany", "Czech Republic", "United States", "United Kingdom"],
    ),
    (
        "mk-3-02",
        "what town does the person who inducted Yuki Pemberton live in",
        ["Yuki Pemberton"],
        [(SIGNED_OFF, "->"), (HOOD, "->"), (WITHIN, "->")],
        ["Wexley"],
    ),
    (
        "mk-3-03",
        "in which neighbourhood are the machines Bjorn Fairclough is cleared for kept",
        ["Bjorn Fairclough"],
        [(CLEARED, "->"), (KEPT_AT, "->"), (LOCALITY, "->")],
        ["Sandpits"],
    ),
    (
        "mk-3-04",
        "who looks after the place where the machine the Rusty drone frame was made on lives",
        ["Rusty drone frame"],
        [(USES_TOOL, "->"), (KEPT_AT, "->"), (STEWARD, "->")],
        ["Dev Castellano"],
    ),
    (
        "mk-3-05",
        "where do the people who inducted the Repair Cafe Saturdays tutors live",
        ["Repair Cafe Saturdays"],
        [(TUTOR, "->"), (SIGNED_OFF, "->"), (HOOD, "->")],
        ["Wexley Junction"],
    ),
    (
        "mk-3-06",
        "suppliers for the materials of projects done on Clanky",
        ["Clanky"],
        [(USES_TOOL, "<-"), (MAT, "->"), (STOCKED_BY, "->")],
        ["Halden Timber", "Canal Street Timber Yard"],
    ),
    (
        "mk-3-07",
        "in which towns were Luca Okonkwo's makes shown",
        ["Luca Okonkwo"],
        [(MAKER, "<-"), (EXHIBITED, "->"), (VENUE_CITY, "->")],
        ["Wexley", "Dunmere"],
    ),
    (
        "mk-3-08",
        "the machines in the Build a Bird Box class - what countries are their brands from?",
        ["Build a Bird Box"],
        [(KIT, "->"), (MFR, "->"), (ORIGIN, "->")],
        ["Netherlands", "United Kingdom"],
    ),
    (
        "mk-3-09",
        "who's behind the space the people who made the Salvage chess set belong to",
        ["Salvage chess set"],
        [(MAKER, "->"), (MEMBER_AT, "->"), (HOST_ORG, "->")],
        ["Wexley Parish Council"],
    ),
    (
        "mk-3-10",
        "who sponsors the space led by the person who did Kwame Rasmussen's induction",
        ["Kwame Rasmussen"],
        [(SIGNED_OFF, "->"), (STEWARD, "<-"), (BACKER, "->")],
        ["Mercer Engineering"],
    ),
    (
        "mk-3-11",
        "which fairs have things built on Northgate Build Club's machines been to",
        ["Northgate Build Club"],
        [(KEPT_AT, "<-"), (USES_TOOL, "<-"), (EXHIBITED, "->")],
        ["Esk Makers' Weekend", "Kelverton Festival of Making", "Wexley Shed Show"],
    ),
    (
        "mk-3-12",
        "what types of machine are there at Foundry Fields FabLab's twin space",
        ["Foundry Fields FabLab"],
        [(TWINNED, "->"), (KEPT_AT, "<-"), (TOOL_CLASS, "->")],
        ["vinyl cutter", "lathe", "laser cutter", "MIG welder"],
    ),
    (
        "mk-3-13",
        "who's the lead at the space where Anika Okonkwo teaches her class",
        ["Anika Okonkwo"],
        [(TUTOR, "<-"), (CLASS_AT, "->"), (STEWARD, "->")],
        ["Fatima Abernethy"],
    ),
    (
        "mk-3-14",
        "what areas are the places selling the Midnight chess set's materials in",
        ["Midnight chess set"],
        [(MAT, "->"), (STOCKED_BY, "->"), (SHOP_IN, "->")],
        ["Ropewalk", "St Aidan's"],
    ),
    (
        "mk-3-15",
        "all the machines at makerspaces in Dunmere",
        ["Dunmere"],
        [(WITHIN, "<-"), (LOCALITY, "<-"), (KEPT_AT, "<-")],
        ["Hephaestus", "Moneypenny", "Rusty", "Titan", "Zeus", "Gandalf", "Percy"],
    ),
    # not in the graph
    ("mk-n-01", "who runs the Lowestoft Hackerspace?", 1),
    ("mk-n-02", "what brand is the machine called Excalibur", 1),
    ("mk-n-03", "who teaches the Blacksmithing Basics course and where is it held", 2),
    ("mk-n-04", "where are Pennine Plastics based", 1),
    ("mk-n-05", "which machines has Oliver Twistleton been signed off on, and who made them", 2),
    # relations the graph lacks
    ("mk-l-01", "how much is membership at the Tin Shed", ["The Tin Shed"], 1, "membership fee"),
    ("mk-l-02", "Harbour Hackspace opening hours", ["Harbour Hackspace"], 1, "opening hours"),
    ("mk-l-03", "when was Goliath bought", ["Goliath"], 1, "purchase date"),
    ("mk-l-04", "how much does Welding for Beginners cost", ["Welding for Beginners"], 1, "price"),
    ("mk-l-05", "what wattage is sparky's laser tube", ["Sparky"], 1, "laser power"),
    (
        "mk-l-06",
        "what date is the Kelverton Festival of Making on",
        ["Kelverton Festival of Making"],
        1,
        "date",
    ),
    ("mk-l-07", "what's Dev Doherty's email address", ["Dev Doherty"], 1, "email"),
    ("mk-l-08", "how old is Morag Kowal", ["Morag Kowal"], 1, "age"),
    ("mk-l-09", "who founded Lumatek", ["Lumatek"], 1, "founder"),
    ("mk-l-10", "Plastimax Supplies website", ["Plastimax Supplies"], 1, "website"),
    (
        "mk-l-11",
        "who gave Beatriz Abernethy her induction",
        ["Beatriz Abernethy"],
        1,
        "none for entity: signed off by",
    ),
    (
        "mk-l-12",
        "which machines is Niamh Quigley allowed to use",
        ["Niamh Quigley"],
        1,
        "none for entity: cleared_for",
    ),
    (
        "mk-l-13",
        "who sponsors the Saltings Tool Library",
        ["Saltings Tool Library"],
        1,
        "none for entity: backer",
    ),
    (
        "mk-l-14",
        "which fair was the Hexagon clock shown at",
        ["Hexagon clock"],
        1,
        "none for entity: exhibited@",
    ),
    (
        "mk-l-15",
        "what's Basin Workshop's sister space",
        ["Basin Workshop"],
        1,
        "none for entity: twinned with",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(4849), range(10000), "mk{{{:04d}}}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
