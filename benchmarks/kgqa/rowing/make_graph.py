"""Write the rowing KGQA set: rowing clubs, their coaches, boats, crews and regattas.

The places, rivers, clubs, associations, boat builders, oar makers, coaches, sponsors, umpires
and regattas and their facts are written by hand below; the boats, the rowers and the regatta
winners are filler drawn with a fixed seed. Every entity has a type (the ``types`` column). The
questions are written by name at the end; every answer is computed from the question's path and
checked against the answer written beside it. Run: python benchmarks/kgqa/rowing/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6113
Fact = tuple[str, str, str]

# region -> country; towns of each region
REGIONS = {
    "Wendmark": "Norland",
    "Osterholm Fjords": "Norland",
    "Lower Aldmoor": "Westria",
    "Fennwick Levels": "Westria",
    "Brackenvale": "Westria",
}
TOWNS = {
    "Wendmark": ["Skelby", "Varnholt", "Ostrava Mill", "Hagstead"],
    "Osterholm Fjords": ["Kilvik", "Brennesund", "Torvhamn"],
    "Lower Aldmoor": ["Aldbridge", "Marlow Stoke", "Quenby"],
    "Fennwick Levels": ["Fenchester", "Wisbury", "Oxlode"],
    "Brackenvale": ["Brackham", "Dunsford Weir", "Pellingford", "Hythe St Mary"],
}
RIVERS = [
    "River Aldwater",
    "River Fenn",
    "Skel Lake",
    "Brenne Sound",
    "River Bracken",
    "Quenby Reach",
]
# association: head-office town
ASSOCIATIONS = {
    "Westrian Rowing Union": "Aldbridge",
    "Norland Roforbund": "Skelby",
    "Fenland Sculling League": "Fenchester",
}
BUILDERS = {
    "Holmqvist Boats": "Varnholt",
    "Aldwater Shells": "Marlow Stoke",
    "Fenn & Daughters": "Wisbury",
    "Kilvik Baadebyggeri": "Kilvik",
    "Pellingford Composites": "Pellingford",
}
OARS = {
    "Bladecraft": "Westria",
    "Nordaare": "Norland",
    "Feathersweep": "Vandalia",
    "Kestrel Oars": "Caldonia",
}
CLASSES = ["eight", "coxless four", "quad scull", "double scull", "single scull", "coxless pair"]
LEVELS = ["Level 1 coach", "Level 2 coach", "Level 3 performance coach"]
# coach: clubs coached at, level, who they learned under, home town
COACHES = {
    "Ingrid Solvang": (["Skelby Roklub"], "Level 3 performance coach", "", "Skelby"),
    "Tomas Brekke": (
        ["Kilvik Roklub", "Torvhamn Oarsmen"],
        "Level 2 coach",
        "Ingrid Solvang",
        "Kilvik",
    ),
    "Hal Pennington": (["Aldbridge Boat Club"], "Level 3 performance coach", "", "Quenby"),
    "Martha Oyelaran": (
        ["Marlow Stoke Rowing Club", "Quenby Sculls"],
        "Level 2 coach",
        "Hal Pennington",
        "Marlow Stoke",
    ),
    "Declan Furey": (["Fenchester Rowing Club"], "Level 2 coach", "Hal Pennington", "Oxlode"),
    "Priya Castellan": (["Wisbury Amateur Boat Club"], "Level 1 coach", "Declan Furey", "Wisbury"),
    "Rune Aasgaard": (
        ["Varnholt Aaresport", "Skelby Roklub"],
        "Level 2 coach",
        "Ingrid Solvang",
        "Varnholt",
    ),
    "Beth Calloway": (["Brackham Rowing Club"], "Level 3 performance coach", "", "Brackham"),
    "Owen Trask": (
        ["Dunsford Weir Boat Club", "Brackham Rowing Club"],
        "Level 1 coach",
        "Beth Calloway",
        "Dunsford Weir",
    ),
    "Sigrid Holt": (["Brennesund Roforening"], "Level 1 coach", "Tomas Brekke", "Brennesund"),
    "Felix Marchetti": (["Quenby Sculls"], "Level 1 coach", "Martha Oyelaran", "Aldbridge"),
    "Nadia Rusk": (
        ["Pellingford Rowing Club", "Hythe Boat Club"],
        "Level 2 coach",
        "Beth Calloway",
        "Hythe St Mary",
    ),
    "Gus Whitlow": (["Hythe Boat Club"], "Level 1 coach", "Nadia Rusk", "Pellingford"),
    "Leif Mortensen": (["Torvhamn Oarsmen"], "Level 1 coach", "Rune Aasgaard", "Torvhamn"),
}
# club: town, water, association, head coach, oar supplier, partner club
CLUBS = {
    "Skelby Roklub": (
        "Skelby",
        "Skel Lake",
        "Norland Roforbund",
        "Ingrid Solvang",
        "Nordaare",
        "Aldbridge Boat Club",
    ),
    "Varnholt Aaresport": (
        "Varnholt",
        "Skel Lake",
        "Norland Roforbund",
        "Rune Aasgaard",
        "Nordaare",
        "",
    ),
    "Kilvik Roklub": (
        "Kilvik",
        "Brenne Sound",
        "Norland Roforbund",
        "Tomas Brekke",
        "Nordaare",
        "Fenchester Rowing Club",
    ),
    "Brennesund Roforening": (
        "Brennesund",
        "Brenne Sound",
        "Norland Roforbund",
        "Sigrid Holt",
        "Feathersweep",
        "",
    ),
    "Torvhamn Oarsmen": (
        "Torvhamn",
        "Brenne Sound",
        "Norland Roforbund",
        "Leif Mortensen",
        "Kestrel Oars",
        "Hythe Boat Club",
    ),
    "Aldbridge Boat Club": (
        "Aldbridge",
        "River Aldwater",
        "Westrian Rowing Union",
        "Hal Pennington",
        "Bladecraft",
        "Skelby Roklub",
    ),
    "Marlow Stoke Rowing Club": (
        "Marlow Stoke",
        "River Aldwater",
        "Westrian Rowing Union",
        "Martha Oyelaran",
        "Bladecraft",
        "",
    ),
    "Quenby Sculls": (
        "Quenby",
        "Quenby Reach",
        "Westrian Rowing Union",
        "Felix Marchetti",
        "Kestrel Oars",
        "Brackham Rowing Club",
    ),
    "Fenchester Rowing Club": (
        "Fenchester",
        "River Fenn",
        "Fenland Sculling League",
        "Declan Furey",
        "Feathersweep",
        "Kilvik Roklub",
    ),
    "Wisbury Amateur Boat Club": (
        "Wisbury",
        "River Fenn",
        "Fenland Sculling League",
        "Priya Castellan",
        "Bladecraft",
        "",
    ),
    "Brackham Rowing Club": (
        "Brackham",
        "River Bracken",
        "Westrian Rowing Union",
        "Beth Calloway",
        "Kestrel Oars",
        "Quenby Sculls",
    ),
    "Dunsford Weir Boat Club": (
        "Dunsford Weir",
        "River Bracken",
        "Westrian Rowing Union",
        "Owen Trask",
        "Bladecraft",
        "",
    ),
    "Pellingford Rowing Club": (
        "Pellingford",
        "River Bracken",
        "Fenland Sculling League",
        "Nadia Rusk",
        "Feathersweep",
        "",
    ),
    "Hythe Boat Club": (
        "Hythe St Mary",
        "River Bracken",
        "Westrian Rowing Union",
        "Gus Whitlow",
        "Nordaare",
        "Torvhamn Oarsmen",
    ),
}
# clubs that belong to a second association as well
EXTRA_ASSOC = {
    "Fenchester Rowing Club": "Westrian Rowing Union",
    "Quenby Sculls": "Fenland Sculling League",
}
# umpire: home town, licensing association
UMPIRES = {
    "Astrid Nygaard": ("Brennesund", "Norland Roforbund"),
    "Colin Ashworth": ("Aldbridge", "Westrian Rowing Union"),
    "Maeve Tolland": ("Brackham", "Westrian Rowing Union"),
    "Piet Vandersloot": ("Fenchester", "Fenland Sculling League"),
    "Jonas Ekdahl": ("Hagstead", "Norland Roforbund"),
    "Ruth Okonkwo-Hale": ("Oxlode", "Fenland Sculling League"),
    "Geraint Pask": ("Dunsford Weir", "Westrian Rowing Union"),
}
SPONSORS = {
    "Norvik Sparebank": "Skelby",
    "Aldwater Ales": "Aldbridge",
    "Fenland Building Society": "Fenchester",
    "Brackham Motors": "Brackham",
    "Tidewell Insurance": "Marlow Stoke",
    "Fjordlys Energi": "Kilvik",
    "Quenby Printworks": "Quenby",
}
# regatta: town, water, organising club, chief umpire, sponsors
REGATTAS = {
    "Skel Lake Sprints": (
        "Skelby",
        "Skel Lake",
        "Skelby Roklub",
        "Jonas Ekdahl",
        ["Norvik Sparebank"],
    ),
    "Brenne Sound Long Distance": (
        "Kilvik",
        "Brenne Sound",
        "Kilvik Roklub",
        "Astrid Nygaard",
        ["Fjordlys Energi", "Norvik Sparebank"],
    ),
    "Aldwater Regatta": (
        "Aldbridge",
        "River Aldwater",
        "Aldbridge Boat Club",
        "Colin Ashworth",
        ["Aldwater Ales", "Tidewell Insurance"],
    ),
    "Marlow Stoke Head": (
        "Marlow Stoke",
        "River Aldwater",
        "Marlow Stoke Rowing Club",
        "Colin Ashworth",
        ["Tidewell Insurance"],
    ),
    "Fenn Bumps": (
        "Fenchester",
        "River Fenn",
        "Fenchester Rowing Club",
        "Piet Vandersloot",
        ["Fenland Building Society"],
    ),
    "Wisbury Small Boats Head": (
        "Wisbury",
        "River Fenn",
        "Wisbury Amateur Boat Club",
        "Ruth Okonkwo-Hale",
        [],
    ),
    "Bracken Autumn Head": (
        "Brackham",
        "River Bracken",
        "Brackham Rowing Club",
        "Maeve Tolland",
        ["Brackham Motors", "Quenby Printworks"],
    ),
    "Quenby Reach Regatta": (
        "Quenby",
        "Quenby Reach",
        "Quenby Sculls",
        "Geraint Pask",
        ["Quenby Printworks"],
    ),
    "Dunsford Weir Sculls": (
        "Dunsford Weir",
        "River Bracken",
        "Dunsford Weir Boat Club",
        "Geraint Pask",
        ["Brackham Motors"],
    ),
}
# people boats may be named after (besides coaches)
HONOUREES = ["Elsa Brandt", "Arthur Kemble", "Rosalind Fry", "Olav Tangen", "Winifred Stroud"]
BOAT_NAMES = [
    "Spirit of Skel",
    "Nordlys",
    "Havørn",
    "Valkyrie",
    "Stormsvale",
    "Kittiwake",
    "Aldwater Belle",
    "Old Gregory",
    "Reach for It",
    "The Fenman",
    "Silver Eel",
    "Heron",
    "Bracken Queen",
    "Mayfly",
    "Swift Current",
    "Iron Lady",
    "Wyvern",
    "Lucky Dip",
    "Morning Glory",
    "Tern",
    "Puffin",
    "Sea Fret",
    "Marsh Harrier",
    "Grebe",
    "Boatie McBoat",
    "Second Wind",
    "Catch Twenty-Two",
    "Blue Streak",
    "Otter",
    "Kingfisher",
    "Fjordvind",
    "Brennebølge",
    "Lakelight",
    "Willow",
    "Dunlin",
    "Avocet",
    "The Stroke of Luck",
    "Old Faithful",
    "Windrush",
    "Curlew",
    "Hythe Flyer",
    "Pellingford Pride",
]
FIRST = [
    "Anna",
    "Ben",
    "Cara",
    "Dan",
    "Eira",
    "Finn",
    "Greta",
    "Hugo",
    "Isla",
    "Jack",
    "Kari",
    "Liam",
    "Maja",
    "Nils",
    "Orla",
    "Pete",
    "Rhea",
    "Sam",
    "Tove",
    "Ula",
    "Vic",
    "Wes",
    "Yara",
    "Zoe",
    "Erik",
    "Lotte",
    "Ravi",
    "Mina",
    "Tobias",
    "Freya",
]
LAST = [
    "Lund",
    "Harrow",
    "Strand",
    "Pike",
    "Okafor",
    "Berg",
    "Moss",
    "Dalby",
    "Quill",
    "Rasmussen",
    "Thorne",
    "Vik",
    "Wray",
    "Yeo",
    "Ashby",
    "Nyström",
    "Carver",
    "Fisk",
    "Gale",
    "Holm",
    "Ibsen",
    "Jory",
    "Kettle",
    "Lark",
]

TYPES: dict[str, str] = {}


def _typed(kind: str, names: list[str]) -> None:
    for n in names:
        TYPES[n] = kind


def _hand_facts() -> list[Fact]:
    facts: list[Fact] = []
    for region, towns in TOWNS.items():
        facts += [(t, "landsdel", region) for t in towns]
        facts.append((region, "LAND", REGIONS[region]))
    for assoc, town in ASSOCIATIONS.items():
        facts.append((assoc, "hovedkontor", town))
    facts += [(b, "værksted i", t) for b, t in BUILDERS.items()]
    facts += [(o, "oprindelse", c) for o, c in OARS.items()]
    for coach, (clubs, level, mentor, town) in COACHES.items():
        facts += [(coach, "TRAINS-AT", c) for c in clubs]
        facts += [(coach, "niveau", level), (coach, "bor i", town)]
        if mentor:
            facts.append((coach, "lærling hos", mentor))
    for club, (town, water, assoc, head, oars, partner) in CLUBS.items():
        facts += [(club, "hjemby", town), (club, "ROWS-ON", water), (club, "medlem af", assoc)]
        facts += [(club, "cheftræner", head), (club, "OAR-SUPPLIER", oars)]
        if partner:
            facts.append((club, "venskabsklub", partner))
    facts += [(c, "medlem af", a) for c, a in EXTRA_ASSOC.items()]
    for umpire, (town, assoc) in UMPIRES.items():
        facts += [(umpire, "bor i", town), (umpire, "LICENSED-BY", assoc)]
    facts += [(s, "hjemby", t) for s, t in SPONSORS.items()]
    for regatta, (town, water, club, umpire, sponsors) in REGATTAS.items():
        facts += [(regatta, "afholdes i", town), (regatta, "COURSE", water)]
        facts += [(regatta, "arrangør", club), (regatta, "CHIEF-UMPIRE", umpire)]
        facts += [(regatta, "sponsor", s) for s in sponsors]
    return facts


def _filler(rng: random.Random) -> tuple[list[Fact], list[str]]:
    facts: list[Fact] = []
    clubs = list(CLUBS)
    towns = [t for ts in TOWNS.values() for t in ts]
    builders = list(BUILDERS)
    boat_club: dict[str, str] = {}
    for boat in BOAT_NAMES:
        club = rng.choice(clubs)
        boat_club[boat] = club
        facts += [
            (boat, "ejet af", club),
            (boat, "BUILT-BY", rng.choice(builders)),
            (boat, "bådtype", rng.choice(CLASSES)),
        ]
        if rng.random() < 0.35:
            facts.append((boat, "opkaldt efter", rng.choice(HONOUREES + list(COACHES))))
    taken = set(COACHES) | set(UMPIRES) | set(HONOUREES)
    rowers = full_names(rng, FIRST, LAST, 125, taken)
    for rower in rowers:
        mine = rng.sample(clubs, rng.choice([1, 1, 1, 2]))
        facts += [(rower, "ROWS-FOR", c) for c in mine]
        facts.append((rower, "bor i", rng.choice(towns)))
        coaches = [c for c, spec in COACHES.items() if set(spec[0]) & set(mine)]
        if coaches and rng.random() < 0.5:
            facts.append((rower, "trænes af", rng.choice(coaches)))
        boats = [b for b, c in boat_club.items() if c in mine]
        for boat in rng.sample(boats, min(len(boats), rng.choice([1, 1, 2]))):
            facts.append((rower, "IN-CREW-OF", boat))
    for club in clubs:
        members = [h for h, r, t in facts if r == "ROWS-FOR" and t == club]
        if members:
            facts.append((club, "CLUB-CAPTAIN", rng.choice(members)))
    for regatta in REGATTAS:
        for club in rng.sample(clubs, rng.choice([1, 2, 2, 3])):
            facts.append((regatta, "vinder", club))
    return facts, rowers


def _types(rowers: list[str]) -> None:
    _typed("Country", sorted(set(REGIONS.values()) | set(OARS.values())))
    _typed("Region", list(REGIONS))
    _typed("Town", [t for ts in TOWNS.values() for t in ts])
    _typed("Water", RIVERS)
    _typed("Association", list(ASSOCIATIONS))
    _typed("BoatBuilder", list(BUILDERS))
    _typed("OarMaker", list(OARS))
    _typed("BoatClass", CLASSES)
    _typed("CoachingLevel", LEVELS)
    _typed("Coach", list(COACHES))
    _typed("Club", list(CLUBS))
    _typed("Umpire", list(UMPIRES))
    _typed("Sponsor", list(SPONSORS))
    _typed("Regatta", list(REGATTAS))
    _typed("Person", HONOUREES)
    _typed("Boat", BOAT_NAMES)
    _typed("Rower", rowers)


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    filler, rowers = _filler(rng)
    _types(rowers)
    facts = _hand_facts() + filler
    return name_facts(facts, rng, range(10000), lambda n: f"{n:04d}=rw")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    typed = {eid: f"{name}\t{TYPES[name]}" for eid, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


F, B = "->", "<-"
SPECS: list[tuple] = [
    # one hop
    (
        "rw1-01",
        "which town is Kilvik Roklub based in?",
        ["Kilvik Roklub"],
        [("hjemby", F)],
        ["Kilvik"],
    ),
    (
        "rw1-02",
        "who's head coach at Brackham Rowing Club",
        ["Brackham Rowing Club"],
        [("cheftræner", F)],
        ["Beth Calloway"],
    ),
    (
        "rw1-03",
        "what water does quenby sculls row on",
        ["Quenby Sculls"],
        [("ROWS-ON", F)],
        ["Quenby Reach"],
    ),
    (
        "rw1-04",
        "Who supplies the blades at Torvhamn Oarsmen?",
        ["Torvhamn Oarsmen"],
        [("OAR-SUPPLIER", F)],
        ["Kestrel Oars"],
    ),
    (
        "rw1-05",
        "who built the Stormsvale?",
        ["Stormsvale"],
        [("BUILT-BY", F)],
        ["Pellingford Composites"],
    ),
    (
        "rw1-06",
        "what sort of boat is Kittiwake - a quad, an eight?",
        ["Kittiwake"],
        [("bådtype", F)],
        ["quad scull"],
    ),
    (
        "rw1-07",
        "who did Owen Trask learn his coaching under",
        ["Owen Trask"],
        [("lærling hos", F)],
        ["Beth Calloway"],
    ),
    (
        "rw1-08",
        "Which clubs does Martha Oyelaran coach at?",
        ["Martha Oyelaran"],
        [("TRAINS-AT", F)],
        ["Marlow Stoke Rowing Club", "Quenby Sculls"],
    ),
    (
        "rw1-09",
        "who was chief umpire at the Fenn Bumps",
        ["Fenn Bumps"],
        [("CHIEF-UMPIRE", F)],
        ["Piet Vandersloot"],
    ),
    (
        "rw1-10",
        "Aldwater Regatta sponsors",
        ["Aldwater Regatta"],
        [("sponsor", F)],
        ["Aldwater Ales", "Tidewell Insurance"],
    ),
    (
        "rw1-11",
        "which clubs took pots at the Wisbury Small Boats Head?",
        ["Wisbury Small Boats Head"],
        [("vinder", F)],
        ["Pellingford Rowing Club", "Brackham Rowing Club", "Marlow Stoke Rowing Club"],
    ),
    (
        "rw1-12",
        "who's captain of boats at skelby roklub",
        ["Skelby Roklub"],
        [("CLUB-CAPTAIN", F)],
        ["Liam Jory"],
    ),
    (
        "rw1-13",
        "list the boats in Hythe Boat Club's boathouse",
        ["Hythe Boat Club"],
        [("ejet af", B)],
        ["Valkyrie", "Swift Current", "Morning Glory", "Puffin", "Curlew"],
    ),
    (
        "rw1-14",
        "Who puts on the Marlow Stoke Head?",
        ["Marlow Stoke Head"],
        [("arrangør", F)],
        ["Marlow Stoke Rowing Club"],
    ),
    (
        "rw1-15",
        "where's Holmqvist Boats' workshp",
        ["Holmqvist Boats"],
        [("værksted i", F)],
        ["Varnholt"],
    ),
    (
        "rw1-16",
        "which country do Feathersweep oars come from",
        ["Feathersweep"],
        [("oprindelse", F)],
        ["Vandalia"],
    ),
    (
        "rw1-17",
        "what races are rowed on the river bracken?",
        ["River Bracken"],
        [("COURSE", B)],
        ["Bracken Autumn Head", "Dunsford Weir Sculls"],
    ),
    (
        "rw1-18",
        "Who is the Lakelight named for?",
        ["Lakelight"],
        [("opkaldt efter", F)],
        ["Winifred Stroud"],
    ),
    (
        "rw1-19",
        "which umpires hold a licence from the Fenland Sculling League",
        ["Fenland Sculling League"],
        [("LICENSED-BY", B)],
        ["Piet Vandersloot", "Ruth Okonkwo-Hale"],
    ),
    (
        "rw1-20",
        "what governing bodies is Fenchester Rowing Club affiliated to?",
        ["Fenchester Rowing Club"],
        [("medlem af", F)],
        ["Fenland Sculling League", "Westrian Rowing Union"],
    ),
    # two hops
    (
        "rw2-01",
        "what region is Pellingford Rowing Club in?",
        ["Pellingford Rowing Club"],
        [("hjemby", F), ("landsdel", F)],
        ["Brackenvale"],
    ),
    (
        "rw2-02",
        "which region has the Norland Roforbund's head office",
        ["Norland Roforbund"],
        [("hovedkontor", F), ("landsdel", F)],
        ["Wendmark"],
    ),
    (
        "rw2-03",
        "who is head coach of the club that runs the Fenn Bumps?",
        ["Fenn Bumps"],
        [("arrangør", F), ("cheftræner", F)],
        ["Declan Furey"],
    ),
    (
        "rw2-04",
        "where does the chief umpire of skel lake sprints live",
        ["Skel Lake Sprints"],
        [("CHIEF-UMPIRE", F), ("bor i", F)],
        ["Hagstead"],
    ),
    (
        "rw2-05",
        "which clubs do the coaches Ingrid Solvang brought on coach at now?",
        ["Ingrid Solvang"],
        [("lærling hos", B), ("TRAINS-AT", F)],
        ["Kilvik Roklub", "Torvhamn Oarsmen", "Varnholt Aaresport", "Skelby Roklub"],
    ),
    (
        "rw2-06",
        "who made the boats Brackham Rowing Club owns",
        ["Brackham Rowing Club"],
        [("ejet af", B), ("BUILT-BY", F)],
        ["Aldwater Shells", "Kilvik Baadebyggeri", "Fenn & Daughters"],
    ),
    (
        "rw2-07",
        "Which clubs train on the same water as Varnholt Aaresport?",
        ["Varnholt Aaresport"],
        [("ROWS-ON", F), ("ROWS-ON", B)],
        ["Skelby Roklub", "Varnholt Aaresport"],
    ),
    (
        "rw2-08",
        "who captains the club that won the Quenby Reach Regatta",
        ["Quenby Reach Regatta"],
        [("vinder", F), ("CLUB-CAPTAIN", F)],
        ["Cara Strand"],
    ),
    (
        "rw2-09",
        "which body licenses the chief umpire at Bracken Autumn Head?",
        ["Bracken Autumn Head"],
        [("CHIEF-UMPIRE", F), ("LICENSED-BY", F)],
        ["Westrian Rowing Union"],
    ),
    (
        "rw2-10",
        "who sponsors the regattas raced on River Aldwater",
        ["River Aldwater"],
        [("COURSE", B), ("sponsor", F)],
        ["Aldwater Ales", "Tidewell Insurance"],
    ),
    (
        "rw2-11",
        "in which town is the yard that built Reach for It?",
        ["Reach for It"],
        [("BUILT-BY", F), ("værksted i", F)],
        ["Pellingford"],
    ),
    (
        "rw2-12",
        "name the partner clubs of Westrian Rowing Union member clubs",
        ["Westrian Rowing Union"],
        [("medlem af", B), ("venskabsklub", F)],
        [
            "Skelby Roklub",
            "Brackham Rowing Club",
            "Kilvik Roklub",
            "Quenby Sculls",
            "Torvhamn Oarsmen",
        ],
    ),
    (
        "rw2-13",
        "whose oars does Hal Pennington's club use?",
        ["Hal Pennington"],
        [("TRAINS-AT", F), ("OAR-SUPPLIER", F)],
        ["Bladecraft"],
    ),
    (
        "rw2-14",
        "who coaches the captain of wisbury amateur boat club",
        ["Wisbury Amateur Boat Club"],
        [("CLUB-CAPTAIN", F), ("trænes af", F)],
        ["Felix Marchetti"],
    ),
    (
        "rw2-15",
        "what kinds of boats has Quenby Sculls got",
        ["Quenby Sculls"],
        [("ejet af", B), ("bådtype", F)],
        ["quad scull", "single scull", "coxless four"],
    ),
    (
        "rw2-16",
        "which clubs do the rowers Nadia Rusk coaches row for?",
        ["Nadia Rusk"],
        [("trænes af", B), ("ROWS-FOR", F)],
        ["Pellingford Rowing Club", "Wisbury Amateur Boat Club"],
    ),
    (
        "rw2-17",
        "who was Gus Whitlow's mentor's mentor",
        ["Gus Whitlow"],
        [("lærling hos", F), ("lærling hos", F)],
        ["Beth Calloway"],
    ),
    (
        "rw2-18",
        "which regattas are held in the town Dunsford Weir Boat Club is from",
        ["Dunsford Weir Boat Club"],
        [("hjemby", F), ("afholdes i", B)],
        ["Dunsford Weir Sculls"],
    ),
    (
        "rw2-19",
        "who rows in the boat named after Beth Calloway",
        ["Beth Calloway"],
        [("opkaldt efter", B), ("IN-CREW-OF", B)],
        ["Yara Dalby", "Ula Kettle", "Lotte Rasmussen", "Cara Lark", "Erik Pike", "Liam Thorne"],
    ),
    (
        "rw2-20",
        "what grade of coach is the head coach at Hythe Boat Club?",
        ["Hythe Boat Club"],
        [("cheftræner", F), ("niveau", F)],
        ["Level 1 coach"],
    ),
    # three hops
    (
        "rw3-01",
        "which country is the Norland Roforbund's head office in",
        ["Norland Roforbund"],
        [("hovedkontor", F), ("landsdel", F), ("LAND", F)],
        ["Norland"],
    ),
    (
        "rw3-02",
        "what coaching levels do the head coaches of Norland Roforbund clubs have?",
        ["Norland Roforbund"],
        [("medlem af", B), ("cheftræner", F), ("niveau", F)],
        ["Level 3 performance coach", "Level 2 coach", "Level 1 coach"],
    ),
    (
        "rw3-03",
        "in which towns are the workshops that built Brackham Rowing Club's boats",
        ["Brackham Rowing Club"],
        [("ejet af", B), ("BUILT-BY", F), ("værksted i", F)],
        ["Marlow Stoke", "Kilvik", "Wisbury"],
    ),
    (
        "rw3-04",
        "where do the cheif umpires of races on the River Bracken live?",
        ["River Bracken"],
        [("COURSE", B), ("CHIEF-UMPIRE", F), ("bor i", F)],
        ["Brackham", "Dunsford Weir"],
    ),
    (
        "rw3-05",
        "what region is the club that won Fenn Bumps from",
        ["Fenn Bumps"],
        [("vinder", F), ("hjemby", F), ("landsdel", F)],
        ["Lower Aldmoor"],
    ),
    (
        "rw3-06",
        "who coaches at the partner club of the club organising the Aldwater Regatta?",
        ["Aldwater Regatta"],
        [("arrangør", F), ("venskabsklub", F), ("TRAINS-AT", B)],
        ["Ingrid Solvang", "Rune Aasgaard"],
    ),
    (
        "rw3-07",
        "which sponsors back regattas run by clubs in the Westrian Rowing Union",
        ["Westrian Rowing Union"],
        [("medlem af", B), ("arrangør", B), ("sponsor", F)],
        [
            "Aldwater Ales",
            "Tidewell Insurance",
            "Quenby Printworks",
            "Fenland Building Society",
            "Brackham Motors",
        ],
    ),
    (
        "rw3-08",
        "what regions do the Stormsvale's crew come from",
        ["Stormsvale"],
        [("IN-CREW-OF", B), ("bor i", F), ("landsdel", F)],
        ["Brackenvale", "Osterholm Fjords", "Wendmark"],
    ),
    (
        "rw3-09",
        "which clubs do the other coaches trained by Tomas Brekke's mentor work at",
        ["Tomas Brekke"],
        [("lærling hos", F), ("lærling hos", B), ("TRAINS-AT", F)],
        ["Kilvik Roklub", "Torvhamn Oarsmen", "Varnholt Aaresport", "Skelby Roklub"],
    ),
    (
        "rw3-10",
        "who captains the clubs that won regattas held in Brackham",
        ["Brackham"],
        [("afholdes i", B), ("vinder", F), ("CLUB-CAPTAIN", F)],
        ["Tove Berg", "Mina Carver"],
    ),
    (
        "rw3-11",
        "which builders made the boats the Hythe Boat Club captain rows in?",
        ["Hythe Boat Club"],
        [("CLUB-CAPTAIN", F), ("IN-CREW-OF", F), ("BUILT-BY", F)],
        ["Fenn & Daughters"],
    ),
    (
        "rw3-12",
        "what countries make the oars used by clubs on Brenne Sound",
        ["Brenne Sound"],
        [("ROWS-ON", B), ("OAR-SUPPLIER", F), ("oprindelse", F)],
        ["Norland", "Vandalia", "Caldonia"],
    ),
    (
        "rw3-13",
        "who were chief umpires at the regattas put on by the clubs Owen Trask coaches at",
        ["Owen Trask"],
        [("TRAINS-AT", F), ("arrangør", B), ("CHIEF-UMPIRE", F)],
        ["Geraint Pask", "Maeve Tolland"],
    ),
    (
        "rw3-14",
        "what towns are the sponsors from of the regattas Pellingford Rowing Club won",
        ["Pellingford Rowing Club"],
        [("vinder", B), ("sponsor", F), ("hjemby", F)],
        ["Skelby", "Kilvik"],
    ),
    (
        "rw3-15",
        "what types of boat does the club Greta Vik captains have?",
        ["Greta Vik"],
        [("CLUB-CAPTAIN", B), ("ejet af", B), ("bådtype", F)],
        ["eight"],
    ),
    # not in the graph
    ("rw0-01", "who is head coach at Oxford Tideway Boat Club?", 1),
    ("rw0-02", "which boats did Harlan Weiss build", 1),
    ("rw0-03", "where is the Lindqvist Cup regatta rowed", 1),
    ("rw0-04", "what oars does Ravensworth Rowing Club use?", 1),
    ("rw0-05", "who captains the club that won the Grand Marsh Sprints", 2),
    # relations the graph lacks
    (
        "rwx-01",
        "which club is Varnholt Aaresport twinned with?",
        ["Varnholt Aaresport"],
        1,
        "none for entity: venskabsklub",
    ),
    (
        "rwx-02",
        "who did Ingrid Solvang learn her coaching from",
        ["Ingrid Solvang"],
        1,
        "none for entity: lærling hos",
    ),
    ("rwx-03", "who is the Nordlys named after?", ["Nordlys"], 1, "none for entity: opkaldt efter"),
    (
        "rwx-04",
        "who sponsors the wisbury small boats head",
        ["Wisbury Small Boats Head"],
        1,
        "none for entity: sponsor",
    ),
    (
        "rwx-05",
        "who's the head coach of the Westrian Rowing Union?",
        ["Westrian Rowing Union"],
        1,
        "none for entity: cheftræner",
    ),
    (
        "rwx-06",
        "when was Aldbridge Boat Club founded?",
        ["Aldbridge Boat Club"],
        1,
        "founding year",
    ),
    (
        "rwx-07",
        "how long is the course at the Marlow Stoke Head",
        ["Marlow Stoke Head"],
        1,
        "course length",
    ),
    ("rwx-08", "what does Kittiwake weigh?", ["Kittiwake"], 1, "boat weight"),
    ("rwx-09", "how old is Tove Berg", ["Tove Berg"], 1, "age"),
    ("rwx-10", "what are Quenby Sculls' club colours?", ["Quenby Sculls"], 1, "club colours"),
    (
        "rwx-11",
        "how much is membership at Dunsford Weir Boat Club",
        ["Dunsford Weir Boat Club"],
        1,
        "membership fee",
    ),
    ("rwx-12", "what was the winning time at the Fenn Bumps?", ["Fenn Bumps"], 1, "winning time"),
    ("rwx-13", "how many members has Kilvik Roklub got", ["Kilvik Roklub"], 1, "member count"),
    ("rwx-14", "whats Beth Calloway's email address", ["Beth Calloway"], 1, "contact email"),
    (
        "rwx-15",
        "how much does a single cost from Holmqvist Boats?",
        ["Holmqvist Boats"],
        1,
        "boat price",
    ),
]


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    if len(sys.argv) < 2 or sys.argv[1] != "graph-only":
        write_questions_by_name(HERE, triples, names, SPECS)
