"""Build the `frozen-bellringing` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

Change ringing in a fictional stretch of English countryside: church towers with their
village, diocese, ringing-society branch, tower captain and the number of bells in the ring;
villages with their county; dioceses with their cathedral city; branches with their guild;
ringers with the towers they ring at, their home village, the guild they belong to and the
ringer who taught them to handle a bell; named bells with the tower they hang in, the foundry
that cast them and the firm that last rehung them; foundries and bellhangers with their
towns; peals with their tower, method, conductor and the ringers in the band; methods with
their class and stage. Every person, place, bell and firm is invented. The schema, the
counties, villages, dioceses, towers, branches, guilds, bells, foundries, hangers and methods
are written by hand below; a seeded generator (`random.Random(4850)`) draws the ringers'
names and the filler facts (captains, bands, teachers, peals). The entities carry a `types`
column. The questions are written by hand at the bottom by name and path; their answers are
computed from the graph by `paths.write_questions_by_name` and checked against the answers
written beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-bellringing/make_graph.py
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

VILL = "vill"
IN_COUNTY = "inCounty"
DIOC = "dioc."
SEE = "see_city"
BRANCH = "Branch"
BRANCH_OF = "branch-of"
TC = "TC"
RING_OF = "ring_of"
RINGS_AT = "rings at"
HOME = "abode"
GUILD = "member:guild"
TAUGHT = "learnt_under"
HUNG_IN = "hungIn"
CAST_BY = "CAST_BY"
REHUNG = "rehung by"
WORKS_AT = "works@"
RUNG_AT = "rungAt"
MTH = "mth"
COND = "cond"
BAND = "band[]"
CLASS = "methodClass"
STAGE = "stage"

TYPES = {
    "county": "County",
    "village": "Village",
    "diocese": "Diocese",
    "city": "City",
    "tower": "Tower",
    "branch": "Branch",
    "guild": "Guild",
    "ringer": "Ringer",
    "bell": "Bell",
    "foundry": "Foundry",
    "hanger": "Bellhanger",
    "peal": "Peal",
    "method": "Method",
    "class": "MethodClass",
    "stage": "Stage",
    "ring": "RingSize",
}

# county -> villages
COUNTIES = {
    "Wendshire": [
        "Ashby Parva",
        "Coldwell",
        "Little Hambury",
        "Markham Fen",
        "Oxley St Peter",
        "Thorncombe",
        "Wendbury",
    ],
    "North Dollingham": [
        "Bramcote",
        "Dollingham Cross",
        "Elsworth",
        "Hatherley",
        "Kingsmead",
        "Netherby",
    ],
    "Selcombe": [
        "Abbots Frome",
        "Burwardsley",
        "Chesterford",
        "Pelham Green",
        "Selcombe Regis",
        "Wraxby",
    ],
    "Ravensmoor": ["Askern Moor", "Blackhope", "Fellside", "Holmbury", "Thwaite"],
    "Lynfordshire": ["Castle Lyn", "Great Orby", "Rushden Magna", "Stowford", "Winterfold"],
}

DIOCESES = {
    "Diocese of Wendbury": "Wendbury",
    "Diocese of Selcombe": "Selcombe Regis",
    "Diocese of Ravensmoor and Lyn": "Castle Lyn",
    "Diocese of Dollingham": "Dollingham Cross",
}

# guild -> branches
GUILDS = {
    "Wendshire Guild of Church Bell Ringers": ["Wendbury Branch", "Fenland Branch"],
    "Dollingham Diocesan Association": ["Northern Branch", "Kingsmead Branch"],
    "Selcombe & District Society of Ringers": ["Frome Valley Branch", "Selcombe Branch"],
    "Moor and Lyn Ringing Guild": ["Moorland Branch", "Lyn Valley Branch"],
}

# tower -> (village, diocese, branch, bells in the ring)
TOWERS = {
    "St Mary the Virgin, Ashby Parva": (
        "Ashby Parva",
        "Diocese of Wendbury",
        "Wendbury Branch",
        "6 bells",
    ),
    "All Saints, Coldwell": ("Coldwell", "Diocese of Wendbury", "Fenland Branch", "8 bells"),
    "St Andrew, Little Hambury": (
        "Little Hambury",
        "Diocese of Wendbury",
        "Wendbury Branch",
        "5 bells",
    ),
    "St Guthlac, Markham Fen": ("Markham Fen", "Diocese of Wendbury", "Fenland Branch", "6 bells"),
    "St Peter, Oxley St Peter": (
        "Oxley St Peter",
        "Diocese of Wendbury",
        "Wendbury Branch",
        "8 bells",
    ),
    "Wendbury Minster": ("Wendbury", "Diocese of Wendbury", "Wendbury Branch", "12 bells"),
    "St Michael, Thorncombe": ("Thorncombe", "Diocese of Wendbury", "Fenland Branch", "6 bells"),
    "Holy Trinity, Bramcote": ("Bramcote", "Diocese of Dollingham", "Northern Branch", "8 bells"),
    "Dollingham Cathedral": (
        "Dollingham Cross",
        "Diocese of Dollingham",
        "Northern Branch",
        "10 bells",
    ),
    "St John the Baptist, Elsworth": (
        "Elsworth",
        "Diocese of Dollingham",
        "Kingsmead Branch",
        "6 bells",
    ),
    "St Oswald, Hatherley": ("Hatherley", "Diocese of Dollingham", "Northern Branch", "6 bells"),
    "St Lawrence, Kingsmead": ("Kingsmead", "Diocese of Dollingham", "Kingsmead Branch", "8 bells"),
    "St Cuthbert, Netherby": ("Netherby", "Diocese of Dollingham", "Kingsmead Branch", "5 bells"),
    "St Bartholomew, Abbots Frome": (
        "Abbots Frome",
        "Diocese of Selcombe",
        "Frome Valley Branch",
        "6 bells",
    ),
    "St Werburgh, Burwardsley": (
        "Burwardsley",
        "Diocese of Selcombe",
        "Frome Valley Branch",
        "8 bells",
    ),
    "St Mary, Chesterford": ("Chesterford", "Diocese of Selcombe", "Selcombe Branch", "8 bells"),
    "St Giles, Pelham Green": ("Pelham Green", "Diocese of Selcombe", "Selcombe Branch", "6 bells"),
    "Selcombe Abbey": ("Selcombe Regis", "Diocese of Selcombe", "Selcombe Branch", "10 bells"),
    "St Nicholas, Wraxby": ("Wraxby", "Diocese of Selcombe", "Frome Valley Branch", "5 bells"),
    "St Hilda, Askern Moor": (
        "Askern Moor",
        "Diocese of Ravensmoor and Lyn",
        "Moorland Branch",
        "6 bells",
    ),
    "St Aidan, Blackhope": (
        "Blackhope",
        "Diocese of Ravensmoor and Lyn",
        "Moorland Branch",
        "6 bells",
    ),
    "St Bega, Fellside": (
        "Fellside",
        "Diocese of Ravensmoor and Lyn",
        "Moorland Branch",
        "8 bells",
    ),
    "St Wilfrid, Holmbury": (
        "Holmbury",
        "Diocese of Ravensmoor and Lyn",
        "Lyn Valley Branch",
        "8 bells",
    ),
    "Castle Lyn Priory": (
        "Castle Lyn",
        "Diocese of Ravensmoor and Lyn",
        "Lyn Valley Branch",
        "10 bells",
    ),
    "St Helen, Great Orby": (
        "Great Orby",
        "Diocese of Ravensmoor and Lyn",
        "Lyn Valley Branch",
        "6 bells",
    ),
    "St Mary Magdalene, Rushden Magna": (
        "Rushden Magna",
        "Diocese of Ravensmoor and Lyn",
        "Lyn Valley Branch",
        "8 bells",
    ),
    "St Edmund, Stowford": (
        "Stowford",
        "Diocese of Ravensmoor and Lyn",
        "Lyn Valley Branch",
        "6 bells",
    ),
}

FOUNDRIES = {
    "Whitcombe Bell Foundry": "Wendbury",
    "Taylor & Pounce": "Kingsmead",
    "Abel Rudhall & Sons": "Selcombe Regis",
    "Gillingham Bellworks": "Castle Lyn",
    "Mears of Stowford": "Stowford",
}
HANGERS = {
    "Nicholson Bellhangers": "Elsworth",
    "Fenland Bell Restoration": "Markham Fen",
    "Whitcombe Bell Foundry": "Wendbury",
    "Ravensmoor Towerworks": "Fellside",
}

BELL_NAMES = [
    "Great Gabriel",
    "Old Tom",
    "Mary Rose",
    "Big Hannah",
    "Jesus Bell",
    "Old Peter",
    "Gaudete",
    "Black Bess",
    "St Guthlac's Bell",
    "Great Edmund",
    "Sanctus",
    "Old Nancy",
    "Fen Tenor",
    "Michael",
    "Dolly Varden",
    "Great Hilda",
    "Curfew Bell",
    "Old Grandfather",
    "Little John",
    "Queen Anne",
    "Cuthbert",
    "Harvest Bell",
    "Minster Tenor",
    "Abbey Tenor",
    "Priory Tenor",
    "Great Werburgh",
    "Lady Bell",
    "Wilfrid",
    "Bega",
    "Five o'Clock Bell",
    "Old Gilbert",
    "Peace Bell",
    "Jubilee Bell",
    "Ringers' Bell",
    "Pancake Bell",
]

# method -> (class, stage)
METHODS = {
    "Plain Bob Minor": ("Plain", "Minor"),
    "Plain Bob Doubles": ("Plain", "Doubles"),
    "Grandsire Doubles": ("Plain", "Doubles"),
    "Grandsire Triples": ("Plain", "Triples"),
    "Stedman Triples": ("Principle", "Triples"),
    "Stedman Caters": ("Principle", "Caters"),
    "Kent Treble Bob Major": ("Treble Bob", "Major"),
    "Oxford Treble Bob Minor": ("Treble Bob", "Minor"),
    "Cambridge Surprise Minor": ("Surprise", "Minor"),
    "Cambridge Surprise Major": ("Surprise", "Major"),
    "Yorkshire Surprise Major": ("Surprise", "Major"),
    "Bristol Surprise Major": ("Surprise", "Major"),
    "Cambridge Surprise Royal": ("Surprise", "Royal"),
    "Yorkshire Surprise Maximus": ("Surprise", "Maximus"),
    "Double Norwich Court Bob Major": ("Delight", "Major"),
    "Little Bob Royal": ("Plain", "Royal"),
    "Stedman Cinques": ("Principle", "Cinques"),
    "Kingsmead Delight Minor": ("Delight", "Minor"),
}
# bells in the ring -> stages it can ring
RING_STAGES = {
    "5 bells": ["Doubles"],
    "6 bells": ["Doubles", "Minor"],
    "8 bells": ["Triples", "Major"],
    "10 bells": ["Caters", "Royal", "Major"],
    "12 bells": ["Cinques", "Maximus", "Royal"],
}

FIRST_NAMES = [
    "Alan",
    "Barbara",
    "Colin",
    "Doreen",
    "Edward",
    "Frances",
    "Geoffrey",
    "Hilary",
    "Ian",
    "Janet",
    "Keith",
    "Linda",
    "Malcolm",
    "Norah",
    "Owen",
    "Pauline",
    "Roger",
    "Sheila",
    "Trevor",
    "Ursula",
    "Vernon",
    "Wendy",
    "Adrian",
    "Brenda",
    "Clive",
    "Gillian",
    "Nigel",
    "Rosemary",
    "Stuart",
    "Yvonne",
]
LAST_NAMES = [
    "Ackland",
    "Bellamy",
    "Chivers",
    "Dunstable",
    "Everett",
    "Fairbrother",
    "Gosling",
    "Hebblethwaite",
    "Illingworth",
    "Jagger",
    "Kettlewell",
    "Lambourne",
    "Marsden",
    "Newbould",
    "Ormerod",
    "Pickering",
    "Quarrie",
    "Rushworth",
    "Sowerby",
    "Thackray",
    "Upton",
    "Varley",
    "Whiteley",
    "Yeadon",
]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def _people(rng: random.Random, n: int, taken: set[str]) -> list[str]:
    out: list[str] = []
    while len(out) < n:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        if name not in taken:
            taken.add(name)
            out.append(name)
    return out


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(4850)
    facts: list[tuple[str, str, str]] = []
    for county, villages in COUNTIES.items():
        facts += [(v, IN_COUNTY, county) for v in villages]
    villages = [v for vs in COUNTIES.values() for v in vs]
    for diocese, city in DIOCESES.items():
        facts.append((diocese, SEE, city))
    for guild, branches in GUILDS.items():
        facts += [(b, BRANCH_OF, guild) for b in branches]
    guild_of = {b: g for g, bs in GUILDS.items() for b in bs}
    for firm, town in {**FOUNDRIES, **HANGERS}.items():
        facts.append((firm, WORKS_AT, town))
    for method, (cls, stage) in METHODS.items():
        facts += [(method, CLASS, cls), (method, STAGE, stage)]

    towers = list(TOWERS)
    for tower, (village, diocese, branch, ring) in TOWERS.items():
        facts += [(tower, VILL, village), (tower, DIOC, diocese), (tower, BRANCH, branch)]
        facts.append((tower, RING_OF, ring))

    bells = BELL_NAMES[:]
    rng.shuffle(bells)
    for bell in bells:
        facts.append((bell, HUNG_IN, rng.choice(towers)))
        facts.append((bell, CAST_BY, rng.choice(list(FOUNDRIES))))
        if rng.random() < 0.6:
            facts.append((bell, REHUNG, rng.choice(list(HANGERS))))

    ringers = _people(rng, 96, set())
    band_at: dict[str, list[str]] = {t: [] for t in towers}
    for ringer in ringers:
        tower = rng.choice(towers)
        village = TOWERS[tower][0] if rng.random() < 0.6 else rng.choice(villages)
        facts += [(ringer, RINGS_AT, tower), (ringer, HOME, village)]
        band_at[tower].append(ringer)
        if rng.random() < 0.25:
            other = rng.choice(towers)
            if other != tower:
                facts.append((ringer, RINGS_AT, other))
                band_at[other].append(ringer)
        if rng.random() < 0.7:
            facts.append((ringer, GUILD, guild_of[TOWERS[tower][2]]))
    for i, ringer in enumerate(ringers):
        if i >= 24 and rng.random() < 0.5:
            facts.append((ringer, TAUGHT, rng.choice(ringers[:24])))
    for tower, band in band_at.items():
        if band:
            facts.append((tower, TC, band[0]))

    conductors = ringers[:30]
    for _ in range(34):
        tower = rng.choice(towers)
        ring = TOWERS[tower][3]
        methods = [m for m, (_, s) in METHODS.items() if s in RING_STAGES[ring]]
        if not methods:
            continue
        day = f"{rng.randint(1, 28)} {rng.choice(MONTHS)} {rng.randint(1998, 2025)}"
        peal = f"{TOWERS[tower][0]} peal, {day}"
        facts.append((peal, RUNG_AT, tower))
        facts.append((peal, MTH, rng.choice(methods)))
        pool = band_at[tower] + rng.sample(ringers, 6)
        facts.append((peal, COND, rng.choice(conductors)))
        for ringer in rng.sample(pool, 3):
            facts.append((peal, BAND, ringer))
    return facts


def kinds() -> dict[str, str]:
    """Each entity's kind (a key of :data:`TYPES`) by name."""
    kind: dict[str, str] = {}
    for county, villages in COUNTIES.items():
        kind[county] = "county"
        kind.update({v: "village" for v in villages})
    kind.update({d: "diocese" for d in DIOCESES})
    for guild, branches in GUILDS.items():
        kind[guild] = "guild"
        kind.update({b: "branch" for b in branches})
    kind.update({t: "tower" for t in TOWERS})
    kind.update({b: "bell" for b in BELL_NAMES})
    kind.update({f: "hanger" for f in HANGERS})
    kind.update({f: "foundry" for f in FOUNDRIES})
    kind.update({m: "method" for m in METHODS})
    kind.update({c: "class" for c, _ in METHODS.values()})
    kind.update({s: "stage" for _, s in METHODS.values()})
    kind.update({r: "ring" for r in RING_STAGES})
    return kind


QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "br-1-01",
        "Dollingham Cathedral - which town is that in?",
        ["Dollingham Cathedral"],
        [(VILL, "->")],
        ["Dollingham Cross"],
    ),
    ("br-1-02", "which county is Thwaite in", ["Thwaite"], [(IN_COUNTY, "->")], ["Ravensmoor"]),
    (
        "br-1-03",
        "what diocese does Selcombe Abbey come under",
        ["Selcombe Abbey"],
        [(DIOC, "->")],
        ["Diocese of Selcombe"],
    ),
    (
        "br-1-04",
        "who runs the ringing at St Bega, Fellside?",
        ["St Bega, Fellside"],
        [(TC, "->")],
        ["Rosemary Whiteley"],
    ),
    (
        "br-1-05",
        "how many bells has Castle Lyn Priory got",
        ["Castle Lyn Priory"],
        [(RING_OF, "->")],
        ["10 bells"],
    ),
    (
        "br-1-06",
        "where does Hilary Upton ring on a Sunday",
        ["Hilary Upton"],
        [(RINGS_AT, "->")],
        ["Holy Trinity, Bramcote", "St Oswald, Hatherley"],
    ),
    (
        "br-1-07",
        "vernon marsden - where's he live?",
        ["Vernon Marsden"],
        [(HOME, "->")],
        ["Holmbury"],
    ),
    (
        "br-1-08",
        "who taught Ian Jagger to handle a bell",
        ["Ian Jagger"],
        [(TAUGHT, "->")],
        ["Rosemary Whiteley"],
    ),
    (
        "br-1-09",
        "which foundry made Old Tom",
        ["Old Tom"],
        [(CAST_BY, "->")],
        ["Mears of Stowford"],
    ),
    (
        "br-1-10",
        "which tower is Great Gabriel in?",
        ["Great Gabriel"],
        [(HUNG_IN, "->")],
        ["St Hilda, Askern Moor"],
    ),
    (
        "br-1-11",
        "which firm last hung big hannah",
        ["Big Hannah"],
        [(REHUNG, "->")],
        ["Fenland Bell Restoration"],
    ),
    (
        "br-1-12",
        "where is the Taylor & Pounce works",
        ["Taylor & Pounce"],
        [(WORKS_AT, "->")],
        ["Kingsmead"],
    ),
    (
        "br-1-13",
        "who called the Castle Lyn peal, 21 October 2012",
        ["Castle Lyn peal, 21 October 2012"],
        [(COND, "->")],
        ["Linda Whiteley"],
    ),
    (
        "br-1-14",
        "what method was the Wendbury peal, 2 November 2017?",
        ["Wendbury peal, 2 November 2017"],
        [(MTH, "->")],
        ["Yorkshire Surprise Maximus"],
    ),
    (
        "br-1-15",
        "who rang in the Bramcote peal, 1 January 2024",
        ["Bramcote peal, 1 January 2024"],
        [(BAND, "->")],
        ["Edward Fairbrother", "Keith Whiteley", "Trevor Whiteley"],
    ),
    (
        "br-1-16",
        "is Double Norwich Court Bob Major a surprise method or something else",
        ["Double Norwich Court Bob Major"],
        [(CLASS, "->")],
        ["Delight"],
    ),
    (
        "br-1-17",
        "bells in the tower at Dollingham Cathedral",
        ["Dollingham Cathedral"],
        [(HUNG_IN, "<-")],
        ["Five o'Clock Bell", "Old Tom", "Peace Bell"],
    ),
    (
        "br-1-18",
        "list the peals scored at St Bartholomew, Abbots Frome",
        ["St Bartholomew, Abbots Frome"],
        [(RUNG_AT, "<-")],
        [
            "Abbots Frome peal, 13 April 2004",
            "Abbots Frome peal, 23 February 2017",
            "Abbots Frome peal, 28 March 2020",
        ],
    ),
    (
        "br-1-19",
        "which ringers live in Blackhope",
        ["Blackhope"],
        [(HOME, "<-")],
        [
            "Brenda Rushworth",
            "Edward Fairbrother",
            "Norah Newbould",
            "Owen Illingworth",
            "Yvonne Newbould",
        ],
    ),
    (
        "br-1-20",
        "every bell from the Abel Rudhall & Sons foundry",
        ["Abel Rudhall & Sons"],
        [(CAST_BY, "<-")],
        [
            "Abbey Tenor",
            "Big Hannah",
            "Five o'Clock Bell",
            "Great Gabriel",
            "Great Hilda",
            "Great Werburgh",
            "Little John",
            "Old Peter",
            "Pancake Bell",
            "Peace Bell",
            "Priory Tenor",
        ],
    ),
    # two hops
    (
        "br-2-01",
        "which county is St Wilfrid, Holmbury in",
        ["St Wilfrid, Holmbury"],
        [(VILL, "->"), (IN_COUNTY, "->")],
        ["Ravensmoor"],
    ),
    (
        "br-2-02",
        "which ringing association is St Lawrence, Kingsmead affiliated to",
        ["St Lawrence, Kingsmead"],
        [(BRANCH, "->"), (BRANCH_OF, "->")],
        ["Dollingham Diocesan Association"],
    ),
    (
        "br-2-03",
        "where's the cathedral for the diocese St Nicholas, Wraxby belongs to",
        ["St Nicholas, Wraxby"],
        [(DIOC, "->"), (SEE, "->")],
        ["Selcombe Regis"],
    ),
    (
        "br-2-04",
        "where does the tower captain of St Mary, Chesterford live",
        ["St Mary, Chesterford"],
        [(TC, "->"), (HOME, "->")],
        ["Abbots Frome"],
    ),
    (
        "br-2-05",
        "which towers do Nigel Pickering's learners belong to?",
        ["Nigel Pickering"],
        [(TAUGHT, "<-"), (RINGS_AT, "->")],
        [
            "Holy Trinity, Bramcote",
            "St Michael, Thorncombe",
            "St Oswald, Hatherley",
            "St Werburgh, Burwardsley",
        ],
    ),
    (
        "br-2-06",
        "which foundries made the bells at St Werburgh, Burwardsley",
        ["St Werburgh, Burwardsley"],
        [(HUNG_IN, "<-"), (CAST_BY, "->")],
        ["Gillingham Bellworks", "Mears of Stowford", "Whitcombe Bell Foundry"],
    ),
    (
        "br-2-07",
        "Gaudete was last hung by a firm - where are they based",
        ["Gaudete"],
        [(REHUNG, "->"), (WORKS_AT, "->")],
        ["Fellside"],
    ),
    (
        "br-2-08",
        "what methods have been pealed at St Michael, Thorncombe",
        ["St Michael, Thorncombe"],
        [(RUNG_AT, "<-"), (MTH, "->")],
        ["Kingsmead Delight Minor", "Plain Bob Doubles"],
    ),
    (
        "br-2-09",
        "at which towers has Colin Jagger called peals",
        ["Colin Jagger"],
        [(COND, "<-"), (RUNG_AT, "->")],
        ["St Helen, Great Orby", "St Michael, Thorncombe", "St Wilfrid, Holmbury"],
    ),
    (
        "br-2-10",
        "home villages of the band for the Netherby peal, 21 February 2018",
        ["Netherby peal, 21 February 2018"],
        [(BAND, "->"), (HOME, "->")],
        ["Blackhope", "Netherby"],
    ),
    (
        "br-2-11",
        "how many bells are there at Wendy Quarrie's tower?",
        ["Wendy Quarrie"],
        [(RINGS_AT, "->"), (RING_OF, "->")],
        ["8 bells"],
    ),
    (
        "br-2-12",
        "Dollingham Cross peal, 16 September 2014 - Major, Royal or what?",
        ["Dollingham Cross peal, 16 September 2014"],
        [(MTH, "->"), (STAGE, "->")],
        ["Royal"],
    ),
    (
        "br-2-13",
        "what associations do Malcolm Newbould's pupils belong to",
        ["Malcolm Newbould"],
        [(TAUGHT, "<-"), (GUILD, "->")],
        [
            "Dollingham Diocesan Association",
            "Moor and Lyn Ringing Guild",
            "Wendshire Guild of Church Bell Ringers",
        ],
    ),
    (
        "br-2-14",
        "which district of the guild takes in the church at Great Orby",
        ["Great Orby"],
        [(VILL, "<-"), (BRANCH, "->")],
        ["Lyn Valley Branch"],
    ),
    (
        "br-2-15",
        "who are the tower captains in the Frome Valley Branch",
        ["Frome Valley Branch"],
        [(BRANCH, "<-"), (TC, "->")],
        ["Alan Fairbrother", "Nigel Upton", "Wendy Thackray"],
    ),
    (
        "br-2-16",
        "which towers have bells Nicholson Bellhangers worked on?",
        ["Nicholson Bellhangers"],
        [(REHUNG, "<-"), (HUNG_IN, "->")],
        [
            "All Saints, Coldwell",
            "Castle Lyn Priory",
            "St Helen, Great Orby",
            "St Hilda, Askern Moor",
            "St John the Baptist, Elsworth",
            "St Werburgh, Burwardsley",
        ],
    ),
    (
        "br-2-17",
        "on how many bells are the Surprise methods here rung",
        ["Surprise"],
        [(CLASS, "<-"), (STAGE, "->")],
        ["Major", "Maximus", "Minor", "Royal"],
    ),
    (
        "br-2-18",
        "churches with bells in Lynfordshire",
        ["Lynfordshire"],
        [(IN_COUNTY, "<-"), (VILL, "<-")],
        [
            "Castle Lyn Priory",
            "St Edmund, Stowford",
            "St Helen, Great Orby",
            "St Mary Magdalene, Rushden Magna",
        ],
    ),
    (
        "br-2-19",
        "peals at Old Tom's tower",
        ["Old Tom"],
        [(HUNG_IN, "->"), (RUNG_AT, "<-")],
        ["Dollingham Cross peal, 16 September 2014"],
    ),
    (
        "br-2-20",
        "where does whoever conducted the Elsworth peal, 20 July 2013 live",
        ["Elsworth peal, 20 July 2013"],
        [(COND, "->"), (HOME, "->")],
        ["Stowford"],
    ),
    # three hops
    (
        "br-3-01",
        "which county does the captain of St Edmund, Stowford live in",
        ["St Edmund, Stowford"],
        [(TC, "->"), (HOME, "->"), (IN_COUNTY, "->")],
        ["Lynfordshire"],
    ),
    (
        "br-3-02",
        "which foundries made the bells in Kingsmead Branch towers",
        ["Kingsmead Branch"],
        [(BRANCH, "<-"), (HUNG_IN, "<-"), (CAST_BY, "->")],
        ["Abel Rudhall & Sons", "Mears of Stowford", "Taylor & Pounce"],
    ),
    (
        "br-3-03",
        "what classes of method has Ursula Quarrie rung peals of",
        ["Ursula Quarrie"],
        [(BAND, "<-"), (MTH, "->"), (CLASS, "->")],
        ["Delight", "Plain"],
    ),
    (
        "br-3-04",
        "the diocese of Gillian Yeadon's teacher's home tower",
        ["Gillian Yeadon"],
        [(TAUGHT, "->"), (RINGS_AT, "->"), (DIOC, "->")],
        ["Diocese of Dollingham"],
    ),
    (
        "br-3-05",
        "where are the foundries that made Castle Lyn Priory's bells?",
        ["Castle Lyn Priory"],
        [(HUNG_IN, "<-"), (CAST_BY, "->"), (WORKS_AT, "->")],
        ["Stowford"],
    ),
    (
        "br-3-06",
        "who has called peals at the towers Linda Whiteley captains",
        ["Linda Whiteley"],
        [(TC, "<-"), (RUNG_AT, "<-"), (COND, "->")],
        ["Norah Newbould", "Stuart Fairbrother"],
    ),
    (
        "br-3-07",
        "Trevor Whiteley's teacher is captain of which towers - what villages are they in",
        ["Trevor Whiteley"],
        [(TAUGHT, "->"), (TC, "<-"), (VILL, "->")],
        ["Castle Lyn", "Little Hambury"],
    ),
    (
        "br-3-08",
        "the methods for peals at Wendbury Minster: on how many bells?",
        ["Wendbury Minster"],
        [(RUNG_AT, "<-"), (MTH, "->"), (STAGE, "->")],
        ["Cinques", "Maximus"],
    ),
    (
        "br-3-09",
        "the ringers in the Holmbury peal, 4 November 2025 - which villages are their own towers in",
        ["Holmbury peal, 4 November 2025"],
        [(BAND, "->"), (RINGS_AT, "->"), (VILL, "->")],
        ["Chesterford", "Dollingham Cross", "Holmbury", "Kingsmead", "Rushden Magna"],
    ),
    (
        "br-3-10",
        "which bellhanging firms have worked on bells in towers of the Diocese of Dollingham",
        ["Diocese of Dollingham"],
        [(DIOC, "<-"), (HUNG_IN, "<-"), (REHUNG, "->")],
        [
            "Fenland Bell Restoration",
            "Nicholson Bellhangers",
            "Ravensmoor Towerworks",
            "Whitcombe Bell Foundry",
        ],
    ),
    (
        "br-3-11",
        "where does the person who taught the conductor of the Burwardsley peal, 27 November 2020 live",
        ["Burwardsley peal, 27 November 2020"],
        [(COND, "->"), (TAUGHT, "->"), (HOME, "->")],
        ["Wendbury"],
    ),
    (
        "br-3-12",
        "which counties do the Selcombe Abbey ringers come from",
        ["Selcombe Abbey"],
        [(RINGS_AT, "<-"), (HOME, "->"), (IN_COUNTY, "->")],
        ["Lynfordshire", "Selcombe"],
    ),
    (
        "br-3-13",
        "how many bells at the towers where the Fellside peal, 18 July 1998 band normally ring",
        ["Fellside peal, 18 July 1998"],
        [(BAND, "->"), (RINGS_AT, "->"), (RING_OF, "->")],
        ["5 bells", "8 bells"],
    ),
    (
        "br-3-14",
        "which dioceses have Abel Rudhall & Sons bells in their towers",
        ["Abel Rudhall & Sons"],
        [(CAST_BY, "<-"), (HUNG_IN, "->"), (DIOC, "->")],
        ["Diocese of Dollingham", "Diocese of Ravensmoor and Lyn", "Diocese of Wendbury"],
    ),
    (
        "br-3-15",
        "methods of the peals Norah Marsden's pupils have rung in",
        ["Norah Marsden"],
        [(TAUGHT, "<-"), (BAND, "<-"), (MTH, "->")],
        ["Bristol Surprise Major", "Grandsire Doubles", "Oxford Treble Bob Minor"],
    ),
    # not in the graph
    ("br-n-01", "who is tower captain at St Swithun, Upper Slaughter?", 1),
    ("br-n-02", "which foundry cast Great Barnabas", 1),
    ("br-n-03", "where does Horace Pettigrew ring, and who taught him", 2),
    ("br-n-04", "who called the peal at Eastwold on Boxing Day 1987", 1),
    ("br-n-05", "which county is Little Snoring's tower in", 2),
    # relations the graph lacks
    ("br-l-01", "what does Great Gabriel weigh", ["Great Gabriel"], 1, "weight"),
    ("br-l-02", "what note is old tom tuned to", ["Old Tom"], 1, "note"),
    ("br-l-03", "when was Black Bess cast", ["Black Bess"], 1, "cast year"),
    (
        "br-l-04",
        "which night is practice at St Mary, Chesterford?",
        ["St Mary, Chesterford"],
        1,
        "practice night",
    ),
    (
        "br-l-05",
        "how long did the Wendbury peal, 6 July 2023 take",
        ["Wendbury peal, 6 July 2023"],
        1,
        "duration",
    ),
    (
        "br-l-06",
        "how many changes were in the Coldwell peal, 24 November 2009",
        ["Coldwell peal, 24 November 2009"],
        1,
        "number of changes",
    ),
    ("br-l-07", "how old is Clive Ormerod", ["Clive Ormerod"], 1, "age"),
    ("br-l-08", "when was Taylor & Pounce founded", ["Taylor & Pounce"], 1, "founding year"),
    ("br-l-09", "who's the vicar at St Aidan, Blackhope", ["St Aidan, Blackhope"], 1, "incumbent"),
    ("br-l-10", "Selcombe Abbey postcode", ["Selcombe Abbey"], 1, "postcode"),
    (
        "br-l-11",
        "who taught Nigel Pickering to ring",
        ["Nigel Pickering"],
        1,
        "none for entity: learnt_under",
    ),
    (
        "br-l-12",
        "who last worked on the hanging of Old Tom",
        ["Old Tom"],
        1,
        "none for entity: rehung by",
    ),
    (
        "br-l-13",
        "which guild does Edward Bellamy belong to",
        ["Edward Bellamy"],
        1,
        "none for entity: member:guild",
    ),
    (
        "br-l-14",
        "who's tower captain at St John the Baptist, Elsworth",
        ["St John the Baptist, Elsworth"],
        1,
        "none for entity: TC",
    ),
    (
        "br-l-15",
        "what county is the Diocese of Wendbury in",
        ["Diocese of Wendbury"],
        1,
        "none for entity: inCounty",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names (with their types) by id."""
    facts = facts_by_name()
    kind = kinds()
    names: dict[str, str] = {}
    for h, _, t in facts:
        for x in (h, t):
            names[x] = x
    ringers = {t for _, r, t in facts if r in (TC, COND, BAND, TAUGHT)}
    ringers |= {h for h, r, _ in facts if r in (RINGS_AT, HOME, GUILD)}
    peals = {h for h, r, _ in facts if r == RUNG_AT}
    for x in names:
        k = kind.get(x) or ("ringer" if x in ringers else "peal" if x in peals else "")
        # villages that are also cathedral cities, and a foundry that hangs bells, keep both
        types = TYPES[k] + ("|City" if x in DIOCESES.values() else "")
        types += "|Bellhanger" if k == "foundry" and x in HANGERS else ""
        names[x] = f"{x}\t{types}"
    return with_opaque_ids(facts, names, random.Random(4851), range(10000), "{:04d}&br")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


def _plain(names: dict[str, str]) -> dict[str, str]:
    return {eid: value.split("\t")[0] for eid, value in names.items()}


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, _plain(names), QUESTIONS)
