"""Build the `orchards` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional cider country's community orchards and cider-pressing co-operatives: orchards
with their village, the co-operative that manages them, their orchardist, the apple varieties
they grow, their soil and (for some) the body that certifies them organic; varieties with the
variety they are a seedling of, their tannin class and the nursery that sells graftwood;
co-operatives with their home village, chair, federation and the press houses they press at;
press houses with their village and kind of press; ciders with their co-operative, the press
house they were pressed at, the varieties in the blend, their style and the show where they
took gold; people with their village, who taught them to graft and the co-operatives they
belong to; shows with their venue and judges; pubs with their village and the ciders on tap;
villages with their district, districts with their county. Every person, place and drink is
invented. The schema and the places, co-operatives, varieties, press houses, shows and pubs
are written by hand below; a seeded generator (`random.Random(5151)`) draws the people's names
and the filler facts. The questions are written by hand at the bottom by name and path; their
answers are computed from the graph by `paths.write_questions_by_name` and checked against the
answers written beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/orchards/make_graph.py
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

IN_DISTRICT = "inDistrict"
CTY = "cty"
LOC = "loc:village"
MANAGED_BY = "managedBy"
ORCHARDIST = "ORCHARDIST"
GROWS = "grows"
SOIL = "soil_type"
CERTIFIED = "certified by"
SEEDLING = "seedling of"
TANNIN = "tannin_class"
GRAFTWOOD = "graftwood from"
NURSERY_LOC = "nursery.loc"
HQ = "HQ"
CHAIR = "chair"
AFFILIATED = "affiliated_to"
PRESSES_AT = "presses at"
MILL_VILLAGE = "mill_village"
PRESS = "PRESS"
PRODUCER = "producer"
PRESSED_AT = "pressedAt"
BLEND = "blend"
STYLE = "style"
GOLD = "gold@"
RESIDES = "resides"
TAUGHT_BY = "taught grafting by"
MEMBER_OF = "member_of"
VENUE = "venue"
JUDGED_BY = "judged by"
PUB_VILLAGE = "pub/village"
ON_TAP = "on tap"

# county -> district -> villages
COUNTIES = {
    "Wenshire": {
        "Vale of Ambry": ["Ambry St Mary", "Longcombe", "Pitton Ferrers", "Haddow"],
        "Carrow Hundred": ["Carrow Magna", "Sedgebrook", "Wick Eastry"],
    },
    "Somerleigh": {
        "Brent Levels": ["Brentmoor", "Huish Pellow", "Stowey Cross", "Marlock"],
        "Quantor Hills": ["Quantor", "Nether Ashcott", "Culver Down"],
    },
    "Harnesford": {
        "Teme Marches": ["Tenbury Wells Cross", "Orleton Gate", "Lyde Arundel", "Bircher"],
        "Frome Valley": ["Bishops Frome", "Castle Fromey", "Ashperton Green", "Yarkhill"],
    },
}

FEDERATIONS = ["Westcountry Cider Federation", "Marches Orchard Alliance"]

# co-operative -> (home village, federation, press houses)
COOPS = {
    "Ambry Vale Cider Co-op": ("Ambry St Mary", FEDERATIONS[0], ["Longcombe Old Mill"]),
    "Carrow Orchard Collective": ("Carrow Magna", FEDERATIONS[0], ["Carrow Press Barn"]),
    "Brentmoor Pressing Society": ("Brentmoor", FEDERATIONS[0], ["Moorside Cider Barn"]),
    "Quantor Community Orchards": (
        "Quantor",
        FEDERATIONS[0],
        ["Culver Down Press House", "Moorside Cider Barn"],
    ),
    "Teme Apple Growers' Co-operative": ("Orleton Gate", FEDERATIONS[1], ["Teme Mill"]),
    "Frome Valley Cider Makers": (
        "Bishops Frome",
        FEDERATIONS[1],
        ["Yarkhill Pressing Shed", "Fromey Castle Barn"],
    ),
    "Lyde Orchard Keepers": ("Lyde Arundel", FEDERATIONS[1], ["Teme Mill"]),
    "Sedgebrook Scrumpy Club": ("Sedgebrook", FEDERATIONS[0], ["Carrow Press Barn"]),
}

# press house -> (village, kind of press)
PRESSES = {
    "Longcombe Old Mill": ("Longcombe", "rack-and-cloth press"),
    "Carrow Press Barn": ("Carrow Magna", "twin-screw press"),
    "Moorside Cider Barn": ("Marlock", "rack-and-cloth press"),
    "Culver Down Press House": ("Culver Down", "hydraulic press"),
    "Teme Mill": ("Tenbury Wells Cross", "belt press"),
    "Yarkhill Pressing Shed": ("Yarkhill", "basket press"),
    "Fromey Castle Barn": ("Castle Fromey", "hydraulic press"),
}

NURSERIES = {
    "Pellow Fruit Trees": "Huish Pellow",
    "Ashcott Heritage Nursery": "Nether Ashcott",
    "Bircher Graftwood": "Bircher",
    "Haddow Apple Nursery": "Haddow",
}

# variety -> (tannin class, seedling of or None, nursery)
VARIETIES = {
    "Ambry Redstreak": ("bittersweet", None, "Haddow Apple Nursery"),
    "Dabinett's Pride": ("bittersweet", None, "Pellow Fruit Trees"),
    "Yarlington Belle": ("sweet", None, "Ashcott Heritage Nursery"),
    "Kingston Bitter": ("bittersharp", None, "Bircher Graftwood"),
    "Foxwhelp Major": ("bittersharp", None, "Bircher Graftwood"),
    "Brown Snout": ("bittersweet", None, "Pellow Fruit Trees"),
    "Tom Putt": ("sharp", None, "Haddow Apple Nursery"),
    "Sweet Coppin": ("sweet", None, "Ashcott Heritage Nursery"),
    "Harry Masters Jersey": ("bittersweet", "Dabinett's Pride", "Pellow Fruit Trees"),
    "Chisel Jersey": ("bittersweet", "Dabinett's Pride", "Ashcott Heritage Nursery"),
    "Lambrook Pippin": ("sharp", "Tom Putt", "Haddow Apple Nursery"),
    "Porter's Perfection": ("bittersharp", "Kingston Bitter", "Pellow Fruit Trees"),
    "Stoke Red": ("bittersharp", "Foxwhelp Major", "Bircher Graftwood"),
    "Ellis Bitter": ("bittersweet", "Brown Snout", "Bircher Graftwood"),
    "Brentmoor Seedling": ("bittersweet", "Harry Masters Jersey", "Pellow Fruit Trees"),
    "Somerleigh Russet": ("sharp", "Lambrook Pippin", "Ashcott Heritage Nursery"),
    "Vilberie Rouge": ("bittersweet", "Ambry Redstreak", "Haddow Apple Nursery"),
    "Michelin Gold": ("bittersweet", "Ambry Redstreak", "Bircher Graftwood"),
    "Morgan Sweet": ("sweet", "Sweet Coppin", "Ashcott Heritage Nursery"),
    "Bulmer's Norman": ("bittersweet", "Ellis Bitter", "Bircher Graftwood"),
    "Crimson King": ("sharp", "Tom Putt", "Haddow Apple Nursery"),
    "Sheep's Nose": ("sweet", "Yarlington Belle", "Pellow Fruit Trees"),
    "Teme Bittersharp": ("bittersharp", "Stoke Red", "Bircher Graftwood"),
    "Pig's Snout": ("bittersweet", "Brown Snout", "Haddow Apple Nursery"),
    "Slack-ma-Girdle": ("sweet", "Morgan Sweet", "Ashcott Heritage Nursery"),
    "Knotted Kernel": ("sharp", None, "Pellow Fruit Trees"),
    "Hangdown": ("bittersweet", None, "Haddow Apple Nursery"),
    "Cap of Liberty": ("bittersharp", "Porter's Perfection", "Ashcott Heritage Nursery"),
}

SOILS = ["red marl", "heavy clay", "limestone brash", "sandy loam", "alluvial silt"]
CERTIFIERS = ["Soil Heritage Trust", "Organic Growers of the West", "Marches Organic Standard"]
STYLES = ["scrumpy", "medium dry", "keeved", "sparkling bottle-conditioned", "sweet farmhouse"]

# show -> venue village
SHOWS = {
    "Ambry Wassail Cider Show": "Ambry St Mary",
    "Brent Levels Cider Fair": "Stowey Cross",
    "Marches Apple & Cider Festival": "Orleton Gate",
    "Frome Valley Harvest Show": "Ashperton Green",
    "Quantor Hills Pressing Day": "Nether Ashcott",
}

ORCHARD_WORDS = [
    "Long Acre",
    "Church Orchard",
    "Glebe Field",
    "Higher Orchard",
    "Mill Close",
    "Crab Tree Ground",
    "Old Rectory Orchard",
    "Hill Piece",
    "Brook Meadow",
    "Bramble Tump",
    "Kiln Orchard",
    "Pound Orchard",
    "Withy Bed",
    "Priory Orchard",
    "Cider House Field",
]

CIDER_FIRST = [
    "Old",
    "Wassail",
    "Red",
    "Golden",
    "Black",
    "Tump",
    "Rook",
    "Barn Owl",
    "Hedgehog",
    "Mistletoe",
    "Harvest",
    "Lazy",
    "Twelfth Night",
    "Stubble",
    "Moon",
]
CIDER_SECOND = [
    "Grumpy",
    "Reserve",
    "Scrump",
    "Rascal",
    "Dry",
    "Press",
    "Jack",
    "Mellow",
    "Wurzel",
    "Nectar",
    "Bite",
    "Fox",
]

PUBS = {
    "The Apple Tree Inn": "Longcombe",
    "The Wheatsheaf": "Pitton Ferrers",
    "The Bell at Haddow": "Haddow",
    "The Plough": "Wick Eastry",
    "The Cider Barrel": "Sedgebrook",
    "The Kings Arms": "Huish Pellow",
    "The Ring o' Bells": "Stowey Cross",
    "The Rose and Crown": "Marlock",
    "The Quantor Arms": "Quantor",
    "The Three Horseshoes": "Culver Down",
    "The Talbot": "Tenbury Wells Cross",
    "The Red Lion": "Bircher",
    "The Green Dragon": "Bishops Frome",
    "The Hop Pocket": "Ashperton Green",
    "The Crown at Yarkhill": "Yarkhill",
    "The Oak": "Brentmoor",
}

FIRST = [
    "Jem",
    "Martha",
    "Ottilie",
    "Reuben",
    "Sukie",
    "Wilf",
    "Hester",
    "Ambrose",
    "Keziah",
    "Barnaby",
    "Delphine",
    "Ezra",
    "Rosalind",
    "Tobias",
    "Lettice",
    "Caspar",
    "Nell",
    "Obadiah",
    "Priya",
    "Kofi",
    "Anwen",
    "Ludo",
    "Marisol",
    "Ifor",
    "Zofia",
    "Hamish",
]
LAST = [
    "Pennycott",
    "Brimble",
    "Yeandle",
    "Coggan",
    "Hurdacre",
    "Nethercott",
    "Rowsell",
    "Fudge",
    "Small",
    "Tuckey",
    "Bawden",
    "Hembury",
    "Lusk",
    "Gillard",
    "Vowles",
    "Quick",
    "Ashman",
    "Dibble",
    "Perrett",
    "Sealy",
]


def _places(facts: list[tuple[str, str, str]]) -> list[str]:
    villages = []
    for county, districts in COUNTIES.items():
        for district, vs in districts.items():
            facts.append((district, CTY, county))
            facts += [(v, IN_DISTRICT, district) for v in vs]
            villages += vs
    for nursery, village in NURSERIES.items():
        facts.append((nursery, NURSERY_LOC, village))
    for variety, (tannin, parent, nursery) in VARIETIES.items():
        facts += [(variety, TANNIN, tannin), (variety, GRAFTWOOD, nursery)]
        if parent:
            facts.append((variety, SEEDLING, parent))
    for press, (village, kind) in PRESSES.items():
        facts += [(press, MILL_VILLAGE, village), (press, PRESS, kind)]
    for show, village in SHOWS.items():
        facts.append((show, VENUE, village))
    for pub, village in PUBS.items():
        facts.append((pub, PUB_VILLAGE, village))
    return villages


def _people(rng: random.Random, facts: list, villages: list[str]) -> dict[str, list[str]]:
    people = full_names(rng, FIRST, LAST, 72, set())
    members: dict[str, list[str]] = {c: [] for c in COOPS}
    coops = list(COOPS)
    for person in people:
        facts.append((person, RESIDES, rng.choice(villages)))
        for coop in rng.sample(coops, 2 if rng.random() < 0.15 else 1):
            facts.append((person, MEMBER_OF, coop))
            members[coop].append(person)
    for coop, (village, federation, presses) in COOPS.items():
        facts += [
            (coop, HQ, village),
            (coop, AFFILIATED, federation),
            (coop, CHAIR, members[coop][0]),
        ]
        facts += [(coop, PRESSES_AT, p) for p in presses]
    elders = [m for ms in members.values() for m in ms[:2]]
    for person in people:
        if person not in elders and rng.random() < 0.5:
            facts.append((person, TAUGHT_BY, rng.choice(elders)))
    return members


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5151)
    facts: list[tuple[str, str, str]] = []
    villages = _places(facts)
    members = _people(rng, facts, villages)
    coops = list(COOPS)
    varieties = list(VARIETIES)
    grown: dict[str, set[str]] = {c: set() for c in coops}
    taken: set[str] = set()
    for i in range(38):
        coop = coops[i % len(coops)]
        village = COOPS[coop][0] if i < len(coops) else rng.choice(villages)
        while True:
            name = f"{rng.choice(ORCHARD_WORDS)}, {village}"
            if name not in taken:
                taken.add(name)
                break
        facts += [(name, LOC, village), (name, MANAGED_BY, coop)]
        facts.append((name, ORCHARDIST, rng.choice(members[coop])))
        for v in rng.sample(varieties, rng.choice([2, 3, 3, 4])):
            facts.append((name, GROWS, v))
            grown[coop].add(v)
        facts.append((name, SOIL, rng.choice(SOILS)))
        if rng.random() < 0.35:
            facts.append((name, CERTIFIED, rng.choice(CERTIFIERS)))
    ciders: list[str] = []
    for i in range(40):
        coop = coops[i % len(coops)]
        while True:
            name = f"{rng.choice(CIDER_FIRST)} {rng.choice(CIDER_SECOND)}"
            if name not in taken:
                taken.add(name)
                break
        ciders.append(name)
        facts += [(name, PRODUCER, coop), (name, PRESSED_AT, rng.choice(COOPS[coop][2]))]
        for v in rng.sample(sorted(grown[coop]), min(len(grown[coop]), rng.choice([1, 2, 2, 3]))):
            facts.append((name, BLEND, v))
        facts.append((name, STYLE, rng.choice(STYLES)))
        if rng.random() < 0.4:
            facts.append((name, GOLD, rng.choice(list(SHOWS))))
    people = [p for ms in members.values() for p in ms]
    for show in SHOWS:
        for judge in rng.sample(people, rng.choice([2, 3])):
            facts.append((show, JUDGED_BY, judge))
    for pub in PUBS:
        for cider in rng.sample(ciders, rng.choice([1, 2, 3])):
            facts.append((pub, ON_TAP, cider))
    return facts


# Questions by name: (id, text, topic names, path, expected answer names) for answerable ones
# (the answers computed once from the path and reviewed by name, then checked against the
# graph by write_questions_by_name); (id, text, hops) for names not in the graph; (id, text,
# topic names, hops, lacks) for relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "or-1-01",
        "where's Teme Mill?",
        ["Teme Mill"],
        [(MILL_VILLAGE, "->")],
        ["Tenbury Wells Cross"],
    ),
    (
        "or-1-02",
        "what sort of press have they got at Carrow Press Barn",
        ["Carrow Press Barn"],
        [(PRESS, "->")],
        ["twin-screw press"],
    ),
    (
        "or-1-03",
        "who's chair of the Sedgebrook Scrumpy Club",
        ["Sedgebrook Scrumpy Club"],
        [(CHAIR, "->")],
        ["Jem Yeandle"],
    ),
    (
        "or-1-04",
        "which federation are Lyde Orchard Keepers in",
        ["Lyde Orchard Keepers"],
        [(AFFILIATED, "->")],
        ["Marches Orchard Alliance"],
    ),
    (
        "or-1-05",
        "who looks after Kiln Orchard, Brentmoor",
        ["Kiln Orchard, Brentmoor"],
        [(ORCHARDIST, "->")],
        ["Sukie Vowles"],
    ),
    (
        "or-1-06",
        "what apples are planted at Priory Orchard, Orleton Gate?",
        ["Priory Orchard, Orleton Gate"],
        [(GROWS, "->")],
        ["Ambry Redstreak", "Bulmer's Norman", "Ellis Bitter", "Porter's Perfection"],
    ),
    (
        "or-1-07",
        "mill close wick eastry soil",
        ["Mill Close, Wick Eastry"],
        [(SOIL, "->")],
        ["heavy clay"],
    ),
    (
        "or-1-08",
        "Stoke Red was raised from which apple?",
        ["Stoke Red"],
        [(SEEDLING, "->")],
        ["Foxwhelp Major"],
    ),
    (
        "or-1-09",
        "where can I get scion wood of Hangdown",
        ["Hangdown"],
        [(GRAFTWOOD, "->")],
        ["Haddow Apple Nursery"],
    ),
    (
        "or-1-10",
        "what type of cider apple is ellis bitter",
        ["Ellis Bitter"],
        [(TANNIN, "->")],
        ["bittersweet"],
    ),
    (
        "or-1-11",
        "what apples go into Lazy Reserve",
        ["Lazy Reserve"],
        [(BLEND, "->")],
        ["Cap of Liberty", "Harry Masters Jersey", "Vilberie Rouge"],
    ),
    (
        "or-1-12",
        "Who makes Golden Reserve?",
        ["Golden Reserve"],
        [(PRODUCER, "->")],
        ["Quantor Community Orchards"],
    ),
    ("or-1-13", "what kind of cider is Rook Jack", ["Rook Jack"], [(STYLE, "->")], ["keeved"]),
    (
        "or-1-14",
        "which show did Twelfth Night Press take first prize at",
        ["Twelfth Night Press"],
        [(GOLD, "->")],
        ["Quantor Hills Pressing Day"],
    ),
    (
        "or-1-15",
        "what ciders are they serving at The Oak",
        ["The Oak"],
        [(ON_TAP, "->")],
        ["Barn Owl Grumpy", "Lazy Bite", "Stubble Scrump"],
    ),
    (
        "or-1-16",
        "judges for the Frome Valley Harvest Show",
        ["Frome Valley Harvest Show"],
        [(JUDGED_BY, "->")],
        ["Caspar Tuckey", "Ifor Coggan", "Zofia Gillard"],
    ),
    (
        "or-1-17",
        "Where does Zofia Gillard live",
        ["Zofia Gillard"],
        [(RESIDES, "->")],
        ["Castle Fromey"],
    ),
    (
        "or-1-18",
        "who showed Hester Lusk how to graft?",
        ["Hester Lusk"],
        [(TAUGHT_BY, "->")],
        ["Marisol Pennycott"],
    ),
    (
        "or-1-19",
        "list the ciders that went through the press at Moorside Cider Barn",
        ["Moorside Cider Barn"],
        [(PRESSED_AT, "<-")],
        [
            "Barn Owl Fox",
            "Barn Owl Grumpy",
            "Barn Owl Wurzel",
            "Black Nectar",
            "Golden Reserve",
            "Rook Fox",
            "Rook Jack",
            "Stubble Scrump",
            "Tump Press",
            "Twelfth Night Press",
        ],
    ),
    (
        "or-1-20",
        "which orchards has the Soil Heritage Trust signed off as organic",
        ["Soil Heritage Trust"],
        [(CERTIFIED, "<-")],
        [
            "Cider House Field, Tenbury Wells Cross",
            "Crab Tree Ground, Carrow Magna",
            "Long Acre, Bishops Frome",
            "Pound Orchard, Carrow Magna",
            "Withy Bed, Lyde Arundel",
            "Withy Bed, Orleton Gate",
        ],
    ),
    # two hops
    (
        "or-2-01",
        "what county is Bircher in",
        ["Bircher"],
        [(IN_DISTRICT, "->"), (CTY, "->")],
        ["Harnesford"],
    ),
    (
        "or-2-02",
        "which villages can I get a pint of Lazy Fox in",
        ["Lazy Fox"],
        [(ON_TAP, "<-"), (PUB_VILLAGE, "->")],
        ["Bircher", "Quantor", "Sedgebrook"],
    ),
    (
        "or-2-03",
        "where does the chair of Teme Apple Growers' Co-operative live",
        ["Teme Apple Growers' Co-operative"],
        [(CHAIR, "->"), (RESIDES, "->")],
        ["Wick Eastry"],
    ),
    (
        "or-2-04",
        "apple varieties grown across the orchards Lyde Orchard Keepers manage",
        ["Lyde Orchard Keepers"],
        [(MANAGED_BY, "<-"), (GROWS, "->")],
        [
            "Ambry Redstreak",
            "Brentmoor Seedling",
            "Bulmer's Norman",
            "Cap of Liberty",
            "Chisel Jersey",
            "Crimson King",
            "Dabinett's Pride",
            "Somerleigh Russet",
            "Teme Bittersharp",
            "Vilberie Rouge",
        ],
    ),
    (
        "or-2-05",
        "what kind of press was Moon Nectar made on",
        ["Moon Nectar"],
        [(PRESSED_AT, "->"), (PRESS, "->")],
        ["hydraulic press"],
    ),
    (
        "or-2-06",
        "tannin classes of the apples in Black Bite",
        ["Black Bite"],
        [(BLEND, "->"), (TANNIN, "->")],
        ["bittersharp", "bittersweet"],
    ),
    (
        "or-2-07",
        "who taught grafting to the person who keeps Kiln Orchard, Brentmoor",
        ["Kiln Orchard, Brentmoor"],
        [(ORCHARDIST, "->"), (TAUGHT_BY, "->")],
        ["Ambrose Fudge"],
    ),
    (
        "or-2-08",
        "which shows have Frome Valley Cider Makers' ciders won gold at?",
        ["Frome Valley Cider Makers"],
        [(PRODUCER, "<-"), (GOLD, "->")],
        ["Frome Valley Harvest Show", "Marches Apple & Cider Festival"],
    ),
    (
        "or-2-09",
        "Stoke Red's parent apple - which nursery sells its graftwood",
        ["Stoke Red"],
        [(SEEDLING, "->"), (GRAFTWOOD, "->")],
        ["Bircher Graftwood"],
    ),
    (
        "or-2-10",
        "who belongs to the co-op behind Tump Press",
        ["Tump Press"],
        [(PRODUCER, "->"), (MEMBER_OF, "<-")],
        [
            "Ambrose Fudge",
            "Ambrose Rowsell",
            "Caspar Fudge",
            "Delphine Pennycott",
            "Hester Rowsell",
            "Martha Yeandle",
            "Obadiah Bawden",
            "Ottilie Tuckey",
            "Rosalind Tuckey",
            "Sukie Vowles",
        ],
    ),
    (
        "or-2-11",
        "where do the Brent Levels Cider Fair judges live",
        ["Brent Levels Cider Fair"],
        [(JUDGED_BY, "->"), (RESIDES, "->")],
        ["Castle Fromey"],
    ),
    (
        "or-2-12",
        "ciders poured in the pubs of stowey cross",
        ["Stowey Cross"],
        [(PUB_VILLAGE, "<-"), (ON_TAP, "->")],
        ["Lazy Press", "Red Reserve"],
    ),
    (
        "or-2-13",
        "what soils are the Ambry Vale Cider Co-op's orchards on",
        ["Ambry Vale Cider Co-op"],
        [(MANAGED_BY, "<-"), (SOIL, "->")],
        ["heavy clay", "limestone brash", "red marl", "sandy loam"],
    ),
    (
        "or-2-14",
        "which co-ops take their apples to a mill in Tenbury Wells Cross",
        ["Tenbury Wells Cross"],
        [(MILL_VILLAGE, "<-"), (PRESSES_AT, "<-")],
        ["Lyde Orchard Keepers", "Teme Apple Growers' Co-operative"],
    ),
    (
        "or-2-15",
        "seedlings of Brown Snout - where do I buy graftwood for them?",
        ["Brown Snout"],
        [(SEEDLING, "<-"), (GRAFTWOOD, "->")],
        ["Bircher Graftwood", "Haddow Apple Nursery"],
    ),
    (
        "or-2-16",
        "orchards kept by the people Marisol Pennycott taught to graft",
        ["Marisol Pennycott"],
        [(TAUGHT_BY, "<-"), (ORCHARDIST, "<-")],
        ["Long Acre, Nether Ashcott", "Withy Bed, Orleton Gate"],
    ),
    (
        "or-2-17",
        "which district is Quantor Community Orchards based in",
        ["Quantor Community Orchards"],
        [(HQ, "->"), (IN_DISTRICT, "->")],
        ["Quantor Hills"],
    ),
    (
        "or-2-18",
        "who else is in the co-ops Nell Gillard belongs to",
        ["Nell Gillard"],
        [(MEMBER_OF, "->"), (MEMBER_OF, "<-")],
        [
            "Anwen Pennycott",
            "Anwen Sealy",
            "Caspar Pennycott",
            "Delphine Hembury",
            "Hamish Rowsell",
            "Ifor Brimble",
            "Ifor Coggan",
            "Ludo Hurdacre",
            "Ludo Vowles",
            "Marisol Ashman",
            "Marisol Perrett",
            "Nell Gillard",
            "Nell Tuckey",
            "Ottilie Gillard",
            "Reuben Rowsell",
            "Sukie Pennycott",
            "Wilf Brimble",
            "Zofia Gillard",
            "Zofia Yeandle",
        ],
    ),
    (
        "or-2-19",
        "apples that end up in ciders pressed at Fromey Castle Barn",
        ["Fromey Castle Barn"],
        [(PRESSED_AT, "<-"), (BLEND, "->")],
        ["Brown Snout", "Foxwhelp Major", "Lambrook Pippin", "Somerleigh Russet", "Vilberie Rouge"],
    ),
    (
        "or-2-20",
        "who tends the orchards in Pitton Ferrers",
        ["Pitton Ferrers"],
        [(LOC, "<-"), (ORCHARDIST, "->")],
        ["Hamish Coggan", "Jem Hurdacre", "Ludo Hurdacre", "Zofia Gillard"],
    ),
    # three hops
    (
        "or-3-01",
        "which district is the mill that pressed Red Jack in",
        ["Red Jack"],
        [(PRESSED_AT, "->"), (MILL_VILLAGE, "->"), (IN_DISTRICT, "->")],
        ["Teme Marches"],
    ),
    (
        "or-3-02",
        "which federations do the makers of the ciders on at The Talbot belong to",
        ["The Talbot"],
        [(ON_TAP, "->"), (PRODUCER, "->"), (AFFILIATED, "->")],
        ["Marches Orchard Alliance", "Westcountry Cider Federation"],
    ),
    (
        "or-3-03",
        "where do the orchardists of the Carrow Orchard Collective's orchards live?",
        ["Carrow Orchard Collective"],
        [(MANAGED_BY, "<-"), (ORCHARDIST, "->"), (RESIDES, "->")],
        ["Castle Fromey", "Haddow", "Orleton Gate", "Tenbury Wells Cross"],
    ),
    (
        "or-3-04",
        "what class of apple are the parents of the varieties in Barn Owl Fox",
        ["Barn Owl Fox"],
        [(BLEND, "->"), (SEEDLING, "->"), (TANNIN, "->")],
        ["bittersharp", "bittersweet"],
    ),
    (
        "or-3-05",
        "villages where a pub stocks cider from Brentmoor Pressing Society",
        ["Brentmoor Pressing Society"],
        [(PRODUCER, "<-"), (ON_TAP, "<-"), (PUB_VILLAGE, "->")],
        ["Pitton Ferrers", "Yarkhill"],
    ),
    (
        "or-3-06",
        "which co-ops have taken gold at the show held in Orleton Gate",
        ["Orleton Gate"],
        [(VENUE, "<-"), (GOLD, "<-"), (PRODUCER, "->")],
        [
            "Ambry Vale Cider Co-op",
            "Brentmoor Pressing Society",
            "Carrow Orchard Collective",
            "Frome Valley Cider Makers",
            "Sedgebrook Scrumpy Club",
        ],
    ),
    (
        "or-3-07",
        "who chairs the co-ops that press at the mill in Marlock",
        ["Marlock"],
        [(MILL_VILLAGE, "<-"), (PRESSES_AT, "<-"), (CHAIR, "->")],
        ["Ludo Vowles", "Ottilie Tuckey"],
    ),
    (
        "or-3-08",
        "villages of the nurseries that sell graftwood for what grows at Withy Bed, Lyde Arundel",
        ["Withy Bed, Lyde Arundel"],
        [(GROWS, "->"), (GRAFTWOOD, "->"), (NURSERY_LOC, "->")],
        ["Huish Pellow", "Nether Ashcott"],
    ),
    (
        "or-3-09",
        "what district does Zofia Small's grafting teacher live in",
        ["Zofia Small"],
        [(TAUGHT_BY, "->"), (RESIDES, "->"), (IN_DISTRICT, "->")],
        ["Vale of Ambry"],
    ),
    (
        "or-3-10",
        "varieties grown in the orchards of Jem Sealy's co-op",
        ["Jem Sealy"],
        [(MEMBER_OF, "->"), (MANAGED_BY, "<-"), (GROWS, "->")],
        [
            "Bulmer's Norman",
            "Cap of Liberty",
            "Crimson King",
            "Ellis Bitter",
            "Harry Masters Jersey",
            "Morgan Sweet",
            "Pig's Snout",
            "Stoke Red",
            "Teme Bittersharp",
            "Tom Putt",
            "Vilberie Rouge",
        ],
    ),
    (
        "or-3-11",
        "who judged the shows where Teme Apple Growers' Co-operative ciders got gold",
        ["Teme Apple Growers' Co-operative"],
        [(PRODUCER, "<-"), (GOLD, "->"), (JUDGED_BY, "->")],
        ["Jem Hurdacre", "Jem Yeandle", "Nell Gillard", "Sukie Pennycott"],
    ),
    (
        "or-3-12",
        "what kinds of press do the Westcountry Cider Federation co-ops use",
        ["Westcountry Cider Federation"],
        [(AFFILIATED, "<-"), (PRESSES_AT, "->"), (PRESS, "->")],
        ["hydraulic press", "rack-and-cloth press", "twin-screw press"],
    ),
    (
        "or-3-13",
        "who keeps the orchards growing seedlings of Tom Putt",
        ["Tom Putt"],
        [(SEEDLING, "<-"), (GROWS, "<-"), (ORCHARDIST, "->")],
        [
            "Hamish Quick",
            "Jem Hurdacre",
            "Jem Sealy",
            "Marisol Pennycott",
            "Reuben Rowsell",
            "Sukie Pennycott",
            "Sukie Vowles",
            "Wilf Brimble",
            "Zofia Gillard",
            "Zofia Small",
        ],
    ),
    (
        "or-3-14",
        "which districts have a pub pouring Mistletoe Scrump",
        ["Mistletoe Scrump"],
        [(ON_TAP, "<-"), (PUB_VILLAGE, "->"), (IN_DISTRICT, "->")],
        ["Carrow Hundred", "Frome Valley", "Vale of Ambry"],
    ),
    (
        "or-3-15",
        "who chairs the co-ops whose ciders the Hop Pocket pours",
        ["The Hop Pocket"],
        [(ON_TAP, "->"), (PRODUCER, "->"), (CHAIR, "->")],
        ["Ludo Vowles", "Marisol Pennycott"],
    ),
    # not in the graph
    ("or-n-01", "who chairs the Kingsbridge Cider Co-operative?", 1),
    ("or-n-02", "what apples does Nettlecombe Orchard grow", 1),
    ("or-n-03", "which pubs have Hogwash Perry on", 1),
    ("or-n-04", "who taught Bartholomew Quince to graft, and where do they live", 2),
    ("or-n-05", "what press does the Withington Cider Barn use", 1),
    # relations the graph lacks
    (
        "or-l-01",
        "how many trees are there in Kiln Orchard, Brentmoor",
        ["Kiln Orchard, Brentmoor"],
        1,
        "tree count",
    ),
    (
        "or-l-02",
        "when was the Carrow Orchard Collective set up",
        ["Carrow Orchard Collective"],
        1,
        "founding date",
    ),
    ("or-l-03", "abv of Black Nectar", ["Black Nectar"], 1, "alcohol by volume"),
    ("or-l-04", "how much is a bottle of Red Jack", ["Red Jack"], 1, "price"),
    ("or-l-05", "when does Stoke Red ripen?", ["Stoke Red"], 1, "harvest season"),
    ("or-l-06", "how many tonnes a day can Teme Mill press", ["Teme Mill"], 1, "capacity"),
    ("or-l-07", "who owns The Green Dragon", ["The Green Dragon"], 1, "owner"),
    (
        "or-l-08",
        "what date is the Ambry Wassail Cider Show this year",
        ["Ambry Wassail Cider Show"],
        1,
        "date",
    ),
    ("or-l-09", "Ezra Gillard phone number", ["Ezra Gillard"], 1, "phone number"),
    (
        "or-l-10",
        "how many acres is Long Acre, Bishops Frome",
        ["Long Acre, Bishops Frome"],
        1,
        "area",
    ),
    ("or-l-11", "what does a Bulmer's Norman apple taste like", ["Bulmer's Norman"], 1, "flavour"),
    (
        "or-l-12",
        "which show did Harvest Rascal win gold at",
        ["Harvest Rascal"],
        1,
        "none for entity: gold@",
    ),
    (
        "or-l-13",
        "who taught Ezra Gillard to graft",
        ["Ezra Gillard"],
        1,
        "none for entity: taught grafting by",
    ),
    (
        "or-l-14",
        "who certifies Church Orchard, Sedgebrook organic",
        ["Church Orchard, Sedgebrook"],
        1,
        "none for entity: certified by",
    ),
    (
        "or-l-15",
        "what is Knotted Kernel a seedling of",
        ["Knotted Kernel"],
        1,
        "none for entity: seedling of",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5152), range(10000), "@or{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
