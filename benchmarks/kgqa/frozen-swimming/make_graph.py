"""Build the `frozen-swimming` KGQA set: triples.tsv, entities.tsv (with types) and questions.jsonl.

A fictional region's public swimming pools and competitive swim clubs: pools with their town,
the leisure trust or council that runs them and their length; operators with their head-office
town; clubs with their town, the pools they train at, head coach, swimming region and kit
sponsor; sponsors with their town; coaches with their coaching qualification, the coach who
mentored them and the club they coached before; swimmers with their club, main stroke, home
town and coach; galas with their venue, host club, referee, the clubs entered and the swimmers
who won an event there; referees with their home town; towns with their county. Every person,
club and pool is invented. The schema, towns, operators, pools, clubs, sponsors, coaches,
referees and galas are written by hand below; a seeded generator (`random.Random(5311)`) draws
the swimmers' names and the filler facts (swimmers' clubs, strokes, towns, coaches, gala entries
and winners). The questions are written by hand at the bottom by name and path; their answers
are computed from the graph by `paths.write_questions_by_name` and checked against the answers
written beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-swimming/make_graph.py
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

SHIRE = "shire"
POOL_TOWN = "loc:town"
OPERATED_BY = "operatedBy"
POOL_LEN = "POOL_LEN"
HQ_TOWN = "hq_town"
TRAINS_AT = "trains at"
CLUB_TOWN = "clubTown"
HEAD_COACH = "HEAD_COACH"
REGION = "region"
SPONSOR = "kit sponsor"
SPONSOR_TOWN = "sponsor.town"
QUAL = "qual."
MENTOR = "mentored-by"
EX_CLUB = "ex_club"
SWIMS_FOR = "swims for"
STROKE = "main_stroke"
HOME = "hometown"
COACHED_BY = "coached by"
VENUE = "venue"
HOST = "host club"
REFEREE = "ref."
ENTRIES = "entries[]"
WON_AT = "won@"
REF_HOME = "lives_in"

TOWNS = {
    "Westerleigh": ["Brinscombe", "Calderbury", "Hatherden", "Nether Stow", "Oakhampton Vale"],
    "Marlshire": ["Ashcombe", "Dunsford Magna", "Kilnsey", "Lowther Bridge"],
    "Cantmoor": ["Fellgate", "Ormsby", "Ravensholme", "Tidewell"],
    "Hollinshire": ["Bexby", "Greenhithe Parva", "Stallington"],
}
OPERATORS = {
    "Westerleigh Leisure Trust": "Calderbury",
    "Marlshire Community Leisure": "Dunsford Magna",
    "Fellgate Borough Council": "Fellgate",
    "Active Cantmoor": "Ravensholme",
    "Hollin Pools Ltd": "Stallington",
    "Tidewell Lido Friends": "Tidewell",
}
LENGTHS = ["25 metres", "50 metres", "33 and a third yards"]
# pool -> (town, operator, length)
POOLS = {
    "Brinscombe Baths": ("Brinscombe", "Westerleigh Leisure Trust", "25 metres"),
    "Calderbury Aquatics Centre": ("Calderbury", "Westerleigh Leisure Trust", "50 metres"),
    "Hatherden Leisure Pool": ("Hatherden", "Westerleigh Leisure Trust", "25 metres"),
    "Oakhampton Vale Victoria Baths": (
        "Oakhampton Vale",
        "Westerleigh Leisure Trust",
        "33 and a third yards",
    ),
    "Dunsford Magna Swim Centre": ("Dunsford Magna", "Marlshire Community Leisure", "50 metres"),
    "Kilnsey Pool": ("Kilnsey", "Marlshire Community Leisure", "25 metres"),
    "Lowther Bridge Lido": (
        "Lowther Bridge",
        "Marlshire Community Leisure",
        "33 and a third yards",
    ),
    "Fellgate Central Baths": ("Fellgate", "Fellgate Borough Council", "25 metres"),
    "Fellgate Northside Pool": ("Fellgate", "Fellgate Borough Council", "25 metres"),
    "Ravensholme Waterfront Pool": ("Ravensholme", "Active Cantmoor", "50 metres"),
    "Ormsby Community Pool": ("Ormsby", "Active Cantmoor", "25 metres"),
    "Tidewell Lido": ("Tidewell", "Tidewell Lido Friends", "50 metres"),
    "Bexby Swimming Baths": ("Bexby", "Hollin Pools Ltd", "25 metres"),
    "Stallington Leisure Complex": ("Stallington", "Hollin Pools Ltd", "25 metres"),
}
REGIONS = [
    "West Swim Region",
    "Moors and Marl Swimming",
    "Hollinshire Amateur Swimming Association",
]
SPONSORS = {
    "Finwell Swimwear": "Calderbury",
    "Brinscombe Building Society": "Brinscombe",
    "Kilnsey Motors": "Kilnsey",
    "Aqualine Goggles": "Dunsford Magna",
    "Ravensholme Dental Practice": "Ravensholme",
    "Stallington Co-op": "Stallington",
    "Tidewell Fish Bar": "Tidewell",
    "Ormsby Physio": "Ormsby",
}
# club -> (town, pools, region, sponsor, head coach)
CLUBS = {
    "Brinscombe Barracudas": (
        "Brinscombe",
        ["Brinscombe Baths"],
        "West Swim Region",
        "Brinscombe Building Society",
        "Helen Mossop",
    ),
    "Calderbury City Swimming Club": (
        "Calderbury",
        ["Calderbury Aquatics Centre"],
        "West Swim Region",
        "Finwell Swimwear",
        "Graham Tetley",
    ),
    "Hatherden Otters": (
        "Hatherden",
        ["Hatherden Leisure Pool", "Calderbury Aquatics Centre"],
        "West Swim Region",
        "Finwell Swimwear",
        "Priti Sandhu",
    ),
    "Oakhampton Vale ASC": (
        "Oakhampton Vale",
        ["Oakhampton Vale Victoria Baths"],
        "West Swim Region",
        "Aqualine Goggles",
        "Colin Ackroyd",
    ),
    "Dunsford Dolphins": (
        "Dunsford Magna",
        ["Dunsford Magna Swim Centre"],
        "Moors and Marl Swimming",
        "Aqualine Goggles",
        "Ruth Penhaligon",
    ),
    "Kilnsey Kingfishers": (
        "Kilnsey",
        ["Kilnsey Pool"],
        "Moors and Marl Swimming",
        "Kilnsey Motors",
        "Stuart Blamire",
    ),
    "Lowther Bridge Seals": (
        "Lowther Bridge",
        ["Lowther Bridge Lido", "Kilnsey Pool"],
        "Moors and Marl Swimming",
        "Kilnsey Motors",
        "Anwen Rees",
    ),
    "Fellgate Phoenix": (
        "Fellgate",
        ["Fellgate Central Baths", "Fellgate Northside Pool"],
        "Moors and Marl Swimming",
        "Ormsby Physio",
        "Mark Haworth",
    ),
    "Ravensholme Marlins": (
        "Ravensholme",
        ["Ravensholme Waterfront Pool"],
        "Moors and Marl Swimming",
        "Ravensholme Dental Practice",
        "Joanne Kirkbride",
    ),
    "Ormsby & District SC": (
        "Ormsby",
        ["Ormsby Community Pool"],
        "Moors and Marl Swimming",
        "Ormsby Physio",
        "Dev Chaudhry",
    ),
    "Tidewell Tritons": (
        "Tidewell",
        ["Tidewell Lido", "Ravensholme Waterfront Pool"],
        "Moors and Marl Swimming",
        "Tidewell Fish Bar",
        "Fiona Lockwood",
    ),
    "Bexby Blue Sharks": (
        "Bexby",
        ["Bexby Swimming Baths"],
        "Hollinshire Amateur Swimming Association",
        "Stallington Co-op",
        "Neil Garbutt",
    ),
    "Stallington Swordfish": (
        "Stallington",
        ["Stallington Leisure Complex"],
        "Hollinshire Amateur Swimming Association",
        "Stallington Co-op",
        "Carys Morgan",
    ),
    "Greenhithe Parva Penguins": (
        "Greenhithe Parva",
        ["Stallington Leisure Complex"],
        "Hollinshire Amateur Swimming Association",
        "Finwell Swimwear",
        "Tom Entwhistle",
    ),
}
QUALS = [
    "Level 1 Assistant Coach",
    "Level 2 Club Coach",
    "Level 3 Senior Coach",
    "Level 4 Performance Coach",
]
# coach -> (qualification, mentor, former club)
COACHES = {
    "Helen Mossop": ("Level 3 Senior Coach", "Graham Tetley", "Calderbury City Swimming Club"),
    "Graham Tetley": ("Level 4 Performance Coach", None, "Ravensholme Marlins"),
    "Priti Sandhu": ("Level 3 Senior Coach", "Graham Tetley", None),
    "Colin Ackroyd": ("Level 2 Club Coach", "Helen Mossop", "Brinscombe Barracudas"),
    "Ruth Penhaligon": ("Level 4 Performance Coach", "Joanne Kirkbride", "Tidewell Tritons"),
    "Stuart Blamire": ("Level 2 Club Coach", "Ruth Penhaligon", None),
    "Anwen Rees": ("Level 3 Senior Coach", "Ruth Penhaligon", "Dunsford Dolphins"),
    "Mark Haworth": ("Level 3 Senior Coach", "Joanne Kirkbride", "Ormsby & District SC"),
    "Joanne Kirkbride": ("Level 4 Performance Coach", None, "Calderbury City Swimming Club"),
    "Dev Chaudhry": ("Level 2 Club Coach", "Mark Haworth", None),
    "Fiona Lockwood": ("Level 3 Senior Coach", "Joanne Kirkbride", "Ravensholme Marlins"),
    "Neil Garbutt": ("Level 3 Senior Coach", "Carys Morgan", "Stallington Swordfish"),
    "Carys Morgan": ("Level 4 Performance Coach", "Graham Tetley", "Hatherden Otters"),
    "Tom Entwhistle": ("Level 2 Club Coach", "Neil Garbutt", None),
    "Lisa Fairclough": ("Level 1 Assistant Coach", "Priti Sandhu", None),
    "Owen Pryce": ("Level 2 Club Coach", "Anwen Rees", "Kilnsey Kingfishers"),
    "Becky Thornalley": ("Level 1 Assistant Coach", "Fiona Lockwood", None),
    "Sanjay Mistry": ("Level 2 Club Coach", "Helen Mossop", "Oakhampton Vale ASC"),
    "Gwen Attwood": ("Level 1 Assistant Coach", "Carys Morgan", None),
    "Martin Speight": ("Level 2 Club Coach", "Mark Haworth", "Fellgate Phoenix"),
}
# assistant coaches -> club they coach swimmers at
ASSISTANTS = {
    "Lisa Fairclough": "Hatherden Otters",
    "Owen Pryce": "Lowther Bridge Seals",
    "Becky Thornalley": "Tidewell Tritons",
    "Sanjay Mistry": "Brinscombe Barracudas",
    "Gwen Attwood": "Stallington Swordfish",
    "Martin Speight": "Ormsby & District SC",
}
REFEREES = {
    "Pauline Ridsdale": "Hatherden",
    "Keith Oldroyd": "Kilnsey",
    "Margaret Spedding": "Ormsby",
    "Alan Cowgill": "Bexby",
    "Bernadette Quayle": "Nether Stow",
    "Trevor Nightingale": "Fellgate",
}
# gala -> (venue, host club, referee)
GALAS = {
    "Westerleigh County Championships": (
        "Calderbury Aquatics Centre",
        "Calderbury City Swimming Club",
        "Pauline Ridsdale",
    ),
    "Brinscombe Spring Open": ("Brinscombe Baths", "Brinscombe Barracudas", "Bernadette Quayle"),
    "Hatherden Junior Gala": ("Hatherden Leisure Pool", "Hatherden Otters", "Pauline Ridsdale"),
    "Victoria Baths Heritage Meet": (
        "Oakhampton Vale Victoria Baths",
        "Oakhampton Vale ASC",
        "Bernadette Quayle",
    ),
    "Marlshire Long Course Meet": (
        "Dunsford Magna Swim Centre",
        "Dunsford Dolphins",
        "Keith Oldroyd",
    ),
    "Kilnsey Christmas Cracker": ("Kilnsey Pool", "Kilnsey Kingfishers", "Keith Oldroyd"),
    "Lowther Lido Summer Splash": ("Lowther Bridge Lido", "Lowther Bridge Seals", "Keith Oldroyd"),
    "Fellgate Sprint Gala": ("Fellgate Central Baths", "Fellgate Phoenix", "Trevor Nightingale"),
    "Ravensholme Open Meet": (
        "Ravensholme Waterfront Pool",
        "Ravensholme Marlins",
        "Margaret Spedding",
    ),
    "Ormsby Masters Gala": ("Ormsby Community Pool", "Ormsby & District SC", "Margaret Spedding"),
    "Tidewell Lido Mile": ("Tidewell Lido", "Tidewell Tritons", "Trevor Nightingale"),
    "Cantmoor Winter Championships": (
        "Ravensholme Waterfront Pool",
        "Tidewell Tritons",
        "Trevor Nightingale",
    ),
    "Bexby Autumn Gala": ("Bexby Swimming Baths", "Bexby Blue Sharks", "Alan Cowgill"),
    "Hollinshire Age Group Championships": (
        "Stallington Leisure Complex",
        "Stallington Swordfish",
        "Alan Cowgill",
    ),
    "Penguin Relay Festival": (
        "Stallington Leisure Complex",
        "Greenhithe Parva Penguins",
        "Alan Cowgill",
    ),
    "Inter-Region Challenge": (
        "Dunsford Magna Swim Centre",
        "Ravensholme Marlins",
        "Margaret Spedding",
    ),
}
STROKES = ["freestyle", "backstroke", "breaststroke", "butterfly", "individual medley"]
FIRST = [
    "Amelia",
    "Ben",
    "Chloe",
    "Daniel",
    "Ellie",
    "Finn",
    "Grace",
    "Harry",
    "Isla",
    "Jack",
    "Katie",
    "Liam",
    "Maisie",
    "Noah",
    "Olivia",
    "Poppy",
    "Rhys",
    "Sophie",
    "Tyler",
    "Zoe",
    "Aisha",
    "Callum",
    "Freya",
    "Kian",
    "Millie",
]
LAST = [
    "Armitage",
    "Bairstow",
    "Crossley",
    "Dobson",
    "Earnshaw",
    "Firth",
    "Greenwood",
    "Holroyd",
    "Illingworth",
    "Jagger",
    "Kitchen",
    "Lister",
    "Mitchell",
    "Naylor",
    "Outhwaite",
    "Pickles",
    "Ramsden",
    "Shackleton",
    "Tordoff",
    "Wadsworth",
    "Hussain",
    "Barraclough",
]
TYPES = {
    "county": TOWNS,
    "operator": OPERATORS,
    "pool": POOLS,
    "club": CLUBS,
    "sponsor": SPONSORS,
    "coach": COACHES,
    "referee": REFEREES,
    "gala": GALAS,
}


def facts_and_types() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(5311)
    facts: list[tuple[str, str, str]] = []
    kinds = {name: kind for kind, table in TYPES.items() for name in table}
    for county, towns in TOWNS.items():
        facts += [(t, SHIRE, county) for t in towns]
        kinds.update((t, "town") for t in towns)
    kinds.update((x, "pool length") for x in LENGTHS)
    kinds.update((x, "swimming region") for x in REGIONS)
    kinds.update((x, "coaching qualification") for x in QUALS)
    kinds.update((x, "stroke") for x in STROKES)
    facts += [(o, HQ_TOWN, t) for o, t in OPERATORS.items()]
    for pool, (town, op, length) in POOLS.items():
        facts += [(pool, POOL_TOWN, town), (pool, OPERATED_BY, op), (pool, POOL_LEN, length)]
    facts += [(s, SPONSOR_TOWN, t) for s, t in SPONSORS.items()]
    for club, (town, pools, region, sponsor, coach) in CLUBS.items():
        facts.append((club, CLUB_TOWN, town))
        facts += [(club, TRAINS_AT, p) for p in pools]
        facts += [(club, REGION, region), (club, SPONSOR, sponsor), (club, HEAD_COACH, coach)]
    for coach, (qual, mentor, former) in COACHES.items():
        facts.append((coach, QUAL, qual))
        if mentor:
            facts.append((coach, MENTOR, mentor))
        if former:
            facts.append((coach, EX_CLUB, former))
    facts += [(r, REF_HOME, t) for r, t in REFEREES.items()]
    all_towns = [t for towns in TOWNS.values() for t in towns]
    swimmers = full_names(rng, FIRST, LAST, 132, set(kinds))
    kinds.update((s, "swimmer") for s in swimmers)
    club_names = list(CLUBS)
    squad: dict[str, list[str]] = {c: [] for c in club_names}
    for i, swimmer in enumerate(swimmers):
        club = club_names[i % len(club_names)]
        squad[club].append(swimmer)
        facts.append((swimmer, SWIMS_FOR, club))
        facts.append((swimmer, STROKE, rng.choice(STROKES)))
        if rng.random() < 0.2:
            facts.append((swimmer, STROKE, rng.choice(STROKES)))
        facts.append(
            (swimmer, HOME, CLUBS[club][0] if rng.random() < 0.65 else rng.choice(all_towns))
        )
        coaches = [CLUBS[club][4]] + [a for a, c in ASSISTANTS.items() if c == club]
        if rng.random() < 0.6:
            facts.append((swimmer, COACHED_BY, rng.choice(coaches)))
    for gala, (venue, host, ref) in GALAS.items():
        facts += [(gala, VENUE, venue), (gala, HOST, host), (gala, REFEREE, ref)]
        entered = [host, *rng.sample([c for c in club_names if c != host], 3)]
        facts += [(gala, ENTRIES, c) for c in entered]
        for club in rng.sample(entered, 2):
            for swimmer in rng.sample(squad[club], 2):
                facts.append((swimmer, WON_AT, gala))
    return facts, kinds


QUESTIONS: list[tuple[Any, ...]] = [
    ("sw-1-01", "what county's Kilnsey in?", ["Kilnsey"], [["shire", "->"]], ["Marlshire"]),
    (
        "sw-1-02",
        "who runs Lowther Bridge Lido",
        ["Lowther Bridge Lido"],
        [["operatedBy", "->"]],
        ["Marlshire Community Leisure"],
    ),
    (
        "sw-1-03",
        "How long is the pool at Oakhampton Vale Victoria Baths?",
        ["Oakhampton Vale Victoria Baths"],
        [["POOL_LEN", "->"]],
        ["33 and a third yards"],
    ),
    (
        "sw-1-04",
        "where is Active Cantmoor's head office",
        ["Active Cantmoor"],
        [["hq_town", "->"]],
        ["Ravensholme"],
    ),
    (
        "sw-1-05",
        "where do the Hatherden Otters train?",
        ["Hatherden Otters"],
        [["trains at", "->"]],
        ["Calderbury Aquatics Centre", "Hatherden Leisure Pool"],
    ),
    (
        "sw-1-06",
        "fellgate phoenix head coach",
        ["Fellgate Phoenix"],
        [["HEAD_COACH", "->"]],
        ["Mark Haworth"],
    ),
    (
        "sw-1-07",
        "Which region are Greenhithe Parva Penguins in?",
        ["Greenhithe Parva Penguins"],
        [["region", "->"]],
        ["Hollinshire Amateur Swimming Association"],
    ),
    (
        "sw-1-08",
        "who's on the front of the Tidewell Tritons' kit",
        ["Tidewell Tritons"],
        [["kit sponsor", "->"]],
        ["Tidewell Fish Bar"],
    ),
    (
        "sw-1-09",
        "what coaching badge has Neil Garbutt got",
        ["Neil Garbutt"],
        [["qual.", "->"]],
        ["Level 3 Senior Coach"],
    ),
    (
        "sw-1-10",
        "Who brought Anwen Rees on as a coach?",
        ["Anwen Rees"],
        [["mentored-by", "->"]],
        ["Ruth Penhaligon"],
    ),
    (
        "sw-1-11",
        "which club did Mark Haworth coach at before",
        ["Mark Haworth"],
        [["ex_club", "->"]],
        ["Ormsby & District SC"],
    ),
    (
        "sw-1-12",
        "what club does Ellie Barraclough swim for?",
        ["Ellie Barraclough"],
        [["swims for", "->"]],
        ["Tidewell Tritons"],
    ),
    (
        "sw-1-13",
        "Isla Firth's main stroke",
        ["Isla Firth"],
        [["main_stroke", "->"]],
        ["butterfly", "individual medley"],
    ),
    (
        "sw-1-14",
        "where's Chloe Tordoff from",
        ["Chloe Tordoff"],
        [["hometown", "->"]],
        ["Nether Stow"],
    ),
    (
        "sw-1-15",
        "Who coaches Sophie Mitchell?",
        ["Sophie Mitchell"],
        [["coached by", "->"]],
        ["Joanne Kirkbride"],
    ),
    (
        "sw-1-16",
        "where was the Inter-Region Challenge swum",
        ["Inter-Region Challenge"],
        [["venue", "->"]],
        ["Dunsford Magna Swim Centre"],
    ),
    (
        "sw-1-17",
        "who refereed the Kilnsey Christmas Cracker?",
        ["Kilnsey Christmas Cracker"],
        [["ref.", "->"]],
        ["Keith Oldroyd"],
    ),
    (
        "sw-1-18",
        "clubs that entered the Ormsby Masters Gala",
        ["Ormsby Masters Gala"],
        [["entries[]", "->"]],
        [
            "Brinscombe Barracudas",
            "Fellgate Phoenix",
            "Oakhampton Vale ASC",
            "Ormsby & District SC",
        ],
    ),
    (
        "sw-1-19",
        "who won races at the Tidewell Lido Mile",
        ["Tidewell Lido Mile"],
        [["won@", "<-"]],
        ["Harry Shackleton", "Katie Barraclough", "Kian Holroyd", "Sophie Mitchell"],
    ),
    (
        "sw-1-20",
        "Swimming pools in Fellgate",
        ["Fellgate"],
        [["loc:town", "<-"]],
        ["Fellgate Central Baths", "Fellgate Northside Pool"],
    ),
    (
        "sw-2-01",
        "what county is the Stallington Leisure Complex in",
        ["Stallington Leisure Complex"],
        [["loc:town", "->"], ["shire", "->"]],
        ["Hollinshire"],
    ),
    (
        "sw-2-02",
        "Where's the company that runs Kilnsey Pool based?",
        ["Kilnsey Pool"],
        [["operatedBy", "->"], ["hq_town", "->"]],
        ["Dunsford Magna"],
    ),
    (
        "sw-2-03",
        "how long are the pools Lowther Bridge Seals train in",
        ["Lowther Bridge Seals"],
        [["trains at", "->"], ["POOL_LEN", "->"]],
        ["25 metres", "33 and a third yards"],
    ),
    (
        "sw-2-04",
        "What qualification does the Dunsford Dolphins head coach hold?",
        ["Dunsford Dolphins"],
        [["HEAD_COACH", "->"], ["qual.", "->"]],
        ["Level 4 Performance Coach"],
    ),
    (
        "sw-2-05",
        "who mentored the Bexby Blue Sharks' head coach",
        ["Bexby Blue Sharks"],
        [["HEAD_COACH", "->"], ["mentored-by", "->"]],
        ["Carys Morgan"],
    ),
    (
        "sw-2-06",
        "which town is Ormsby & District SC's kit sponsor in?",
        ["Ormsby & District SC"],
        [["kit sponsor", "->"], ["sponsor.town", "->"]],
        ["Ormsby"],
    ),
    (
        "sw-2-07",
        "what region is Katie Lister's club in",
        ["Katie Lister"],
        [["swims for", "->"], ["region", "->"]],
        ["Moors and Marl Swimming"],
    ),
    (
        "sw-2-08",
        "who's head coach at freya naylor's club",
        ["Freya Naylor"],
        [["swims for", "->"], ["HEAD_COACH", "->"]],
        ["Ruth Penhaligon"],
    ),
    (
        "sw-2-09",
        "Which pools were the galas Keith Oldroyd refereed held at?",
        ["Keith Oldroyd"],
        [["ref.", "<-"], ["venue", "->"]],
        ["Dunsford Magna Swim Centre", "Kilnsey Pool", "Lowther Bridge Lido"],
    ),
    (
        "sw-2-10",
        "who has won at galas at Ravensholme Waterfront Pool",
        ["Ravensholme Waterfront Pool"],
        [["venue", "<-"], ["won@", "<-"]],
        [
            "Chloe Jagger",
            "Chloe Tordoff",
            "Freya Lister",
            "Katie Barraclough",
            "Katie Lister",
            "Liam Pickles",
            "Poppy Holroyd",
            "Zoe Dobson",
        ],
    ),
    (
        "sw-2-11",
        "referees of the galas Lowther Bridge Seals put on",
        ["Lowther Bridge Seals"],
        [["host club", "<-"], ["ref.", "->"]],
        ["Keith Oldroyd"],
    ),
    (
        "sw-2-12",
        "swimmers trained by coaches Joanne Kirkbride mentored",
        ["Joanne Kirkbride"],
        [["mentored-by", "<-"], ["coached by", "<-"]],
        [
            "Amelia Barraclough",
            "Ben Kitchen",
            "Callum Ramsden",
            "Daniel Holroyd",
            "Jack Hussain",
            "Katie Lister",
            "Kian Holroyd",
            "Liam Bairstow",
            "Poppy Holroyd",
            "Poppy Ramsden",
            "Poppy Wadsworth",
            "Rhys Lister",
        ],
    ),
    (
        "sw-2-13",
        "Where did the coaches Carys Morgan mentored coach before?",
        ["Carys Morgan"],
        [["mentored-by", "<-"], ["ex_club", "->"]],
        ["Stallington Swordfish"],
    ),
    (
        "sw-2-14",
        "pools where Ben Dobson won his races",
        ["Ben Dobson"],
        [["won@", "->"], ["venue", "->"]],
        ["Bexby Swimming Baths", "Dunsford Magna Swim Centre"],
    ),
    (
        "sw-2-15",
        "which clubs do swimmers from Nether Stow swim for?",
        ["Nether Stow"],
        [["hometown", "<-"], ["swims for", "->"]],
        ["Calderbury City Swimming Club", "Fellgate Phoenix", "Oakhampton Vale ASC"],
    ),
    (
        "sw-2-16",
        "who swims for the club Owen Pryce used to coach at",
        ["Owen Pryce"],
        [["ex_club", "->"], ["swims for", "<-"]],
        [
            "Amelia Greenwood",
            "Ben Barraclough",
            "Ben Lister",
            "Ben Shackleton",
            "Finn Firth",
            "Isla Hussain",
            "Jack Illingworth",
            "Katie Firth",
            "Liam Hussain",
            "Rhys Crossley",
        ],
    ),
    (
        "sw-2-17",
        "clubs training at pools run by Hollin Pools Ltd",
        ["Hollin Pools Ltd"],
        [["operatedBy", "<-"], ["trains at", "<-"]],
        ["Bexby Blue Sharks", "Greenhithe Parva Penguins", "Stallington Swordfish"],
    ),
    (
        "sw-2-18",
        "where does the referee of the Bexby Autumn Gala live?",
        ["Bexby Autumn Gala"],
        [["ref.", "->"], ["lives_in", "->"]],
        ["Bexby"],
    ),
    (
        "sw-2-19",
        "what strokes do Graham Tetley's swimmers specialise in",
        ["Graham Tetley"],
        [["coached by", "<-"], ["main_stroke", "->"]],
        ["backstroke", "breaststroke", "butterfly", "freestyle", "individual medley"],
    ),
    (
        "sw-2-20",
        "Which clubs are sponsored by businesses in Stallington?",
        ["Stallington"],
        [["sponsor.town", "<-"], ["kit sponsor", "<-"]],
        ["Bexby Blue Sharks", "Stallington Swordfish"],
    ),
    (
        "sw-3-01",
        "what county is the Brinscombe Barracudas' home pool in",
        ["Brinscombe Barracudas"],
        [["trains at", "->"], ["loc:town", "->"], ["shire", "->"]],
        ["Westerleigh"],
    ),
    (
        "sw-3-02",
        "Where are the head offices of whoever runs the pools the Tidewell Tritons use?",
        ["Tidewell Tritons"],
        [["trains at", "->"], ["operatedBy", "->"], ["hq_town", "->"]],
        ["Ravensholme", "Tidewell"],
    ),
    (
        "sw-3-03",
        "what qualification does the mentor of Stallington Swordfish's head coach have",
        ["Stallington Swordfish"],
        [["HEAD_COACH", "->"], ["mentored-by", "->"], ["qual.", "->"]],
        ["Level 4 Performance Coach"],
    ),
    (
        "sw-3-04",
        "towns of the sponsors of clubs entered in the Penguin Relay Festival",
        ["Penguin Relay Festival"],
        [["entries[]", "->"], ["kit sponsor", "->"], ["sponsor.town", "->"]],
        ["Brinscombe", "Calderbury", "Dunsford Magna", "Kilnsey"],
    ),
    (
        "sw-3-05",
        "What counties do the Hatherden Junior Gala winners come from?",
        ["Hatherden Junior Gala"],
        [["won@", "<-"], ["hometown", "->"], ["shire", "->"]],
        ["Cantmoor", "Marlshire", "Westerleigh"],
    ),
    (
        "sw-3-06",
        "who refereed galas at the pools the Ravensholme Marlins train at",
        ["Ravensholme Marlins"],
        [["trains at", "->"], ["venue", "<-"], ["ref.", "->"]],
        ["Margaret Spedding", "Trevor Nightingale"],
    ),
    (
        "sw-3-07",
        "which operators run the pools where Tidewell Tritons hosted galas?",
        ["Tidewell Tritons"],
        [["host club", "<-"], ["venue", "->"], ["operatedBy", "->"]],
        ["Active Cantmoor", "Tidewell Lido Friends"],
    ),
    (
        "sw-3-08",
        "head coaches of the clubs of swimmers who live in Tidewell",
        ["Tidewell"],
        [["hometown", "<-"], ["swims for", "->"], ["HEAD_COACH", "->"]],
        ["Colin Ackroyd", "Fiona Lockwood", "Graham Tetley", "Tom Entwhistle"],
    ),
    (
        "sw-3-09",
        "pools where Fiona Lockwood's swimmers have won",
        ["Fiona Lockwood"],
        [["coached by", "<-"], ["won@", "->"], ["venue", "->"]],
        ["Dunsford Magna Swim Centre", "Ravensholme Waterfront Pool", "Tidewell Lido"],
    ),
    (
        "sw-3-10",
        "which region is the club headed by a coach Mark Haworth mentored in?",
        ["Mark Haworth"],
        [["mentored-by", "<-"], ["HEAD_COACH", "<-"], ["region", "->"]],
        ["Moors and Marl Swimming"],
    ),
    (
        "sw-3-11",
        "home towns of swimmers at the clubs that train at Kilnsey Pool",
        ["Kilnsey Pool"],
        [["trains at", "<-"], ["swims for", "<-"], ["hometown", "->"]],
        ["Brinscombe", "Calderbury", "Kilnsey", "Lowther Bridge", "Ravensholme", "Stallington"],
    ),
    (
        "sw-3-12",
        "Where do the refs of galas held at Dunsford Magna Swim Centre live?",
        ["Dunsford Magna Swim Centre"],
        [["venue", "<-"], ["ref.", "->"], ["lives_in", "->"]],
        ["Kilnsey", "Ormsby"],
    ),
    (
        "sw-3-13",
        "which regions do the clubs in galas Pauline Ridsdale refereed belong to",
        ["Pauline Ridsdale"],
        [["ref.", "<-"], ["entries[]", "->"], ["region", "->"]],
        ["Hollinshire Amateur Swimming Association", "Moors and Marl Swimming", "West Swim Region"],
    ),
    (
        "sw-3-14",
        "what qualifications do the coaches of the Westerleigh County Championships winners hold?",
        ["Westerleigh County Championships"],
        [["won@", "<-"], ["coached by", "->"], ["qual.", "->"]],
        ["Level 2 Club Coach", "Level 4 Performance Coach"],
    ),
    (
        "sw-3-15",
        "pools that have hosted galas put on by clubs Finwell Swimwear sponsors",
        ["Finwell Swimwear"],
        [["kit sponsor", "<-"], ["host club", "<-"], ["venue", "->"]],
        ["Calderbury Aquatics Centre", "Hatherden Leisure Pool", "Stallington Leisure Complex"],
    ),
    ("sw-n-01", "which pool do the Harrowby Herons train at?", 1),
    ("sw-n-02", "who coaches Jessica Montague", 1),
    ("sw-n-03", "who runs Pendleford Lido", 1),
    ("sw-n-04", "who refereed the Northern Masters Relay and where do they live", 2),
    ("sw-n-05", "what county is Wickersley Baths in?", 2),
    ("sw-l-01", "how deep is Tidewell Lido", ["Tidewell Lido"], 1, "depth"),
    (
        "sw-l-02",
        "what time is public lane swimming at Kilnsey Pool?",
        ["Kilnsey Pool"],
        1,
        "opening hours",
    ),
    (
        "sw-l-03",
        "how much are the club fees at Bexby Blue Sharks",
        ["Bexby Blue Sharks"],
        1,
        "membership fee",
    ),
    (
        "sw-l-04",
        "What's Katie Barraclough's 100m backstroke PB?",
        ["Katie Barraclough"],
        1,
        "personal best",
    ),
    ("sw-l-05", "how old is Ellie Jagger", ["Ellie Jagger"], 1, "age"),
    (
        "sw-l-06",
        "when was the Calderbury Aquatics Centre built?",
        ["Calderbury Aquatics Centre"],
        1,
        "opening year",
    ),
    (
        "sw-l-07",
        "how many lanes has the Stallington Leisure Complex got",
        ["Stallington Leisure Complex"],
        1,
        "number of lanes",
    ),
    ("sw-l-08", "what date is the Tidewell Lido Mile this year", ["Tidewell Lido Mile"], 1, "date"),
    (
        "sw-l-09",
        "phone number for Westerleigh Leisure Trust",
        ["Westerleigh Leisure Trust"],
        1,
        "phone number",
    ),
    (
        "sw-l-10",
        "who mentored Graham Tetley?",
        ["Graham Tetley"],
        1,
        "none for entity: mentored-by",
    ),
    (
        "sw-l-11",
        "which club did Priti Sandhu coach at before",
        ["Priti Sandhu"],
        1,
        "none for entity: ex_club",
    ),
    ("sw-l-12", "who coaches Ben Wadsworth", ["Ben Wadsworth"], 1, "none for entity: coached by"),
    ("sw-l-13", "Finn Holroyd's coach?", ["Finn Holroyd"], 1, "none for entity: coached by"),
    (
        "sw-l-14",
        "what galas has Ellie Barraclough won at",
        ["Ellie Barraclough"],
        1,
        "none for entity: won@",
    ),
    (
        "sw-l-15",
        "Stuart Blamire's previous club",
        ["Stuart Blamire"],
        1,
        "none for entity: ex_club",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names (with their type) by id."""
    facts, kinds = facts_and_types()
    names = {x: f"{x}\t{kinds[x]}" for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5312), range(10000), "{:04d}:sw")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


if __name__ == "__main__":
    built = build()
    write(*built)
    plain = {eid: name.split("\t")[0] for eid, name in built[1].items()}
    write_questions_by_name(HERE, built[0], plain, QUESTIONS)
