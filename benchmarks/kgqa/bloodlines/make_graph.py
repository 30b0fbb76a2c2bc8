"""Build the `bloodlines` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional thoroughbred stud book: horses with their sire and dam, the stud that bred them,
their registered owner, trainer, usual jockey, coat colour and the races they have won;
stallions with the stud they stand at; studs with their town and owner; trainers with the
town of their yard and the trainer they were assistant to; owners with where they live;
jockeys with where they were born; races with their racecourse and sponsor; racecourses
with their town; towns with their region. Every horse, person, stud, race and place is
invented. The schema, the names and the founding stallions and mares are written by hand
below; a seeded generator (`random.Random(4141)`) draws the pedigrees and the other filler
facts. The questions are written by hand at the bottom by name and path; their answers are
computed from the graph by `paths.write_questions_by_name` and checked against the answers
written by hand beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/bloodlines/make_graph.py
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

SIRE = "father"
DAM = "mother"
BRED_BY = "bredBy"
OWNER = "reg.prop"
TRAINER = "trnr"
RIDER = "jky"
COAT = "coat"
WON = "1st_in"
STANDS_AT = "covers_at"
LOC = "loc"
STUD_OWNER = "held_by"
YARD = "lic.premises"
ASSISTANT_TO = "asst_to"
HOME = "residence"
POB = "pob"
VENUE = "venue"
SPONSOR = "naming_rights"
REGION = "admin1"

# region -> towns
REGIONS = {
    "Vale of Ashmere": ["Ashmere", "Cold Norton", "Wenlow", "Harrowgate Parva", "Millbourne"],
    "Downland": ["Lambourne Chase", "Uffley", "Kingsdown", "Baydon Heath", "Chilcombe"],
    "The Fens": ["Newmere", "Soham Ferry", "Burwell End", "Exning Mill", "Fordham Lode"],
    "North Moors": ["Malton Rigg", "Middlesleigh", "Thirkby", "Richmondgate", "Norbeck"],
    "Kildare Plain": [
        "Curragh Cross",
        "Ballymore Bridge",
        "Naas Road",
        "Kilcullen Ford",
        "Athy Mills",
    ],
    "West Marches": ["Ludlow Cross", "Hereford Vale", "Bromyard", "Leominster Down", "Kington"],
}

# stud -> town
STUDS = {
    "Greyfriars Stud": "Newmere",
    "Ballymore House Stud": "Ballymore Bridge",
    "Hollowmead Stud": "Ashmere",
    "Kingsdown Park Stud": "Kingsdown",
    "Thirkby Grange Stud": "Thirkby",
    "Larkhill Farm Stud": "Kilcullen Ford",
    "Fordham Lode Stud": "Fordham Lode",
    "Wenlow Manor Stud": "Wenlow",
    "Bromyard Court Stud": "Bromyard",
    "Curragh Lane Stud": "Curragh Cross",
    "Saxonbury Stud": "Uffley",
    "Oakhanger Stud": "Malton Rigg",
    "Sallins Bridge Stud": "Naas Road",
    "Pennard Hill Stud": "Leominster Down",
}

# racecourse -> town
COURSES = {
    "Ashmere Racecourse": "Ashmere",
    "Kingsdown Downs": "Kingsdown",
    "Newmere Heath": "Newmere",
    "Soham Ferry Park": "Soham Ferry",
    "Malton Rigg Racecourse": "Malton Rigg",
    "Richmondgate Course": "Richmondgate",
    "Curragh Cross Racecourse": "Curragh Cross",
    "Athy Mills Park": "Athy Mills",
    "Ludlow Cross Racecourse": "Ludlow Cross",
    "Hereford Vale Course": "Hereford Vale",
    "Chilcombe Down": "Chilcombe",
    "Norbeck Sands": "Norbeck",
}

SPONSORS = [
    "Harlow & Fane Bookmakers",
    "Tidewell Brewery",
    "Orrin Motors",
    "Brackley Feeds",
    "Castlemere Bank",
    "Veridian Insurance",
    "Pelham Gin",
    "Stonegate Timber",
]

# race -> (racecourse, sponsor or None)
RACES = {
    "Ashmere Gold Cup": ("Ashmere Racecourse", "Castlemere Bank"),
    "Ashmere Oaks Trial": ("Ashmere Racecourse", None),
    "Kingsdown Guineas": ("Kingsdown Downs", "Orrin Motors"),
    "Kingsdown Sprint": ("Kingsdown Downs", None),
    "Downland Derby": ("Kingsdown Downs", "Harlow & Fane Bookmakers"),
    "Newmere Two Thousand": ("Newmere Heath", "Pelham Gin"),
    "Newmere July Stakes": ("Newmere Heath", None),
    "Fenland Cesarewitch": ("Newmere Heath", "Brackley Feeds"),
    "Soham Ferry Nursery": ("Soham Ferry Park", None),
    "Fen Edge Handicap": ("Soham Ferry Park", "Tidewell Brewery"),
    "Malton Rigg Stakes": ("Malton Rigg Racecourse", "Stonegate Timber"),
    "North Moors Plate": ("Malton Rigg Racecourse", None),
    "Richmondgate St Leger": ("Richmondgate Course", "Veridian Insurance"),
    "Swaledale Mile": ("Richmondgate Course", None),
    "Curragh Cross Derby": ("Curragh Cross Racecourse", "Castlemere Bank"),
    "Kildare Oaks": ("Curragh Cross Racecourse", "Pelham Gin"),
    "Curragh Cross Futurity": ("Curragh Cross Racecourse", None),
    "Athy Mills Champion Hurdle": ("Athy Mills Park", "Tidewell Brewery"),
    "Athy Mills Maiden": ("Athy Mills Park", None),
    "Ludlow Cross Chase": ("Ludlow Cross Racecourse", "Orrin Motors"),
    "Marches Gold Trophy": ("Ludlow Cross Racecourse", "Harlow & Fane Bookmakers"),
    "Hereford Vale Novices' Hurdle": ("Hereford Vale Course", None),
    "Wye Valley Handicap Chase": ("Hereford Vale Course", "Brackley Feeds"),
    "Chilcombe Classic Trial": ("Chilcombe Down", "Veridian Insurance"),
    "Chilcombe Fillies' Mile": ("Chilcombe Down", None),
    "Norbeck Sands Sprint": ("Norbeck Sands", "Stonegate Timber"),
    "Norbeck Coronation Cup": ("Norbeck Sands", "Castlemere Bank"),
    "Vale Champion Stakes": ("Ashmere Racecourse", "Veridian Insurance"),
}

COATS = ["bay", "chestnut", "grey", "brown", "black"]

# founding stallions -> (stud they stand at, coat)
FOUNDING_SIRES = {
    "Orpheus Rising": ("Greyfriars Stud", "bay"),
    "Kingmaker's Lament": ("Ballymore House Stud", "brown"),
    "Salt Marsh": ("Hollowmead Stud", "grey"),
    "Thunder Ledger": ("Kingsdown Park Stud", "chestnut"),
    "Dancing Magistrate": ("Thirkby Grange Stud", "bay"),
    "Cardinal Frost": ("Larkhill Farm Stud", "grey"),
    "High Tribunal": ("Greyfriars Stud", "black"),
    "Mister Quillon": ("Saxonbury Stud", "bay"),
    "Bellringer": ("Curragh Lane Stud", "chestnut"),
    "Copper Lantern": ("Wenlow Manor Stud", "chestnut"),
}

# founding mares -> (stud that bred them, coat)
FOUNDING_MARES = {
    "Lady Marigold": ("Hollowmead Stud", "bay"),
    "Silken Verse": ("Ballymore House Stud", "chestnut"),
    "Annie Oakum": ("Fordham Lode Stud", "brown"),
    "Queen of Diamonds": ("Kingsdown Park Stud", "bay"),
    "Moorland Mist": ("Oakhanger Stud", "grey"),
    "Persephone's Gift": ("Greyfriars Stud", "bay"),
    "Bridget's Folly": ("Sallins Bridge Stud", "chestnut"),
    "Sweet Clementine": ("Wenlow Manor Stud", "brown"),
    "Harvest Moon": ("Pennard Hill Stud", "grey"),
    "Rosa Bonheur": ("Bromyard Court Stud", "bay"),
    "Little Tempest": ("Larkhill Farm Stud", "black"),
    "Dame Alberta": ("Thirkby Grange Stud", "chestnut"),
    "Evening Chorus": ("Saxonbury Stud", "bay"),
    "Fenland Lass": ("Fordham Lode Stud", "brown"),
    "Mountain Ash": ("Curragh Lane Stud", "grey"),
    "Tara's Lantern": ("Ballymore House Stud", "bay"),
}

# Words the foals' names are drawn from (two words each, no name twice).
HORSE_FIRST = [
    "Silver",
    "Midnight",
    "Royal",
    "Golden",
    "Highland",
    "Velvet",
    "Iron",
    "Northern",
    "Scarlet",
    "Winter",
    "Lucky",
    "Stormy",
    "Quiet",
    "Bold",
    "Crimson",
    "Hidden",
    "Distant",
    "Gallant",
    "Autumn",
    "Jolly",
    "Proud",
    "Wild",
    "Captain's",
    "Captain",
    "Sister",
    "Brother",
    "Old",
    "Emerald",
    "Morning",
    "Western",
]
HORSE_SECOND = [
    "Tariff",
    "Harbour",
    "Rebel",
    "Ballad",
    "Sovereign",
    "Minstrel",
    "Comet",
    "Warrant",
    "Oracle",
    "Compass",
    "Meadow",
    "Regent",
    "Banner",
    "Echo",
    "Gambit",
    "Rider",
    "Charter",
    "Lantern",
    "Falcon",
    "Pilgrim",
    "Cadence",
    "Duchess",
    "Ember",
    "Monarch",
    "Quarry",
    "Spinner",
    "Tide",
    "Verdict",
    "Whistle",
    "Ransom",
    "Anthem",
    "Bramble",
    "Clover",
    "Drummer",
    "Flurry",
]

FIRST_NAMES = [
    "Aidan",
    "Bridie",
    "Ciaran",
    "Deirdre",
    "Eamon",
    "Fiona",
    "Gareth",
    "Harriet",
    "Imogen",
    "Jasper",
    "Kitty",
    "Lorcan",
    "Maeve",
    "Niall",
    "Oonagh",
    "Piers",
    "Rosalind",
    "Seamus",
    "Tamsin",
    "Ursula",
    "Vaughan",
    "Wilf",
    "Xanthe",
    "Yvonne",
    "Declan",
    "Hugo",
    "Letitia",
    "Marcus",
    "Noreen",
    "Orla",
    "Rupert",
    "Sinead",
    "Tobias",
    "Hattie",
    "Conor",
    "Elspeth",
]
LAST_NAMES = [
    "Fitzgerald",
    "Ashcombe",
    "Molloy",
    "Tregarthen",
    "Doyle",
    "Haverford",
    "Kinsella",
    "Pemberton",
    "Rourke",
    "Satterthwaite",
    "Quennell",
    "Brabazon",
    "Dunwoody",
    "Carberry",
    "Lisle",
    "Marwood",
    "Nolan",
    "Oakeshott",
    "Prendergast",
    "Ruddle",
    "Sheehy",
    "Twomey",
    "Villiers",
    "Whitbread",
    "Yelland",
    "Chetwynd",
    "Galbraith",
    "Hennessy",
    "Ingoldby",
    "Jarrow",
    "Kavanagh",
    "Loftus",
]
SYNDICATES = [
    "Kestrel Racing Syndicate",
    "Ballymore Bloodstock Ltd",
    "The Fenland Partnership",
    "Highclere Lane Racing",
    "Blackthorn Thoroughbreds",
]


def _names(
    rng: random.Random, firsts: list[str], seconds: list[str], n: int, taken: set[str]
) -> list[str]:
    """``n`` two-word names drawn with ``rng``, none in ``taken`` (then added to it)."""
    out: list[str] = []
    while len(out) < n:
        name = f"{rng.choice(firsts)} {rng.choice(seconds)}"
        if name not in taken:
            taken.add(name)
            out.append(name)
    return out


def facts_by_name() -> list[tuple[str, str, str]]:
    """The graph's triples with entity names for ids."""
    rng = random.Random(4141)
    facts: list[tuple[str, str, str]] = []
    for region, towns in REGIONS.items():
        facts += [(t, REGION, region) for t in towns]
    towns = [t for ts in REGIONS.values() for t in ts]
    for course, town in COURSES.items():
        facts.append((course, LOC, town))
    for race, (course, sponsor) in RACES.items():
        facts.append((race, VENUE, course))
        if sponsor:
            facts.append((race, SPONSOR, sponsor))

    taken = set(towns) | set(STUDS) | set(FOUNDING_SIRES) | set(FOUNDING_MARES)
    trainers = _names(rng, FIRST_NAMES, LAST_NAMES, 20, taken)
    jockeys = _names(rng, FIRST_NAMES, LAST_NAMES, 18, taken)
    owners = _names(rng, FIRST_NAMES, LAST_NAMES, 22, taken) + SYNDICATES
    for stud, town in STUDS.items():
        facts.append((stud, LOC, town))
        facts.append((stud, STUD_OWNER, rng.choice(owners)))
    for i, trainer in enumerate(trainers):
        facts.append((trainer, YARD, rng.choice(towns)))
        if i >= 6 and rng.random() < 0.6:  # the first six started their own yards
            facts.append((trainer, ASSISTANT_TO, rng.choice(trainers[:i])))
    for owner in owners[:22]:
        facts.append((owner, HOME, rng.choice(towns)))
    for jockey in jockeys:
        facts.append((jockey, POB, rng.choice(towns)))

    stallions = list(FOUNDING_SIRES)
    mares = list(FOUNDING_MARES)
    for horse, (stud, coat) in FOUNDING_SIRES.items():
        facts += [(horse, STANDS_AT, stud), (horse, COAT, coat)]
    for horse, (stud, coat) in FOUNDING_MARES.items():
        facts += [(horse, BRED_BY, stud), (horse, COAT, coat)]

    taken_horses = set(FOUNDING_SIRES) | set(FOUNDING_MARES)
    races = list(RACES)
    studs = list(STUDS)
    for size in (30, 40, 34):
        foals = _names(rng, HORSE_FIRST, HORSE_SECOND, size, taken_horses)
        new_stallions: list[str] = []
        new_mares: list[str] = []
        for foal in foals:
            sire = rng.choice(stallions[-14:])
            dam = rng.choice(mares[-22:])
            facts += [(foal, SIRE, sire), (foal, DAM, dam)]
            if rng.random() < 0.6:
                facts.append((foal, BRED_BY, rng.choice(studs)))
            facts.append((foal, OWNER, rng.choice(owners)))
            if rng.random() < 0.85:
                facts.append((foal, TRAINER, rng.choice(trainers)))
            if rng.random() < 0.4:
                facts.append((foal, RIDER, rng.choice(jockeys)))
            if rng.random() < 0.45:
                facts.append((foal, COAT, rng.choice(COATS)))
            for race in rng.sample(races, rng.choice([0, 0, 0, 1, 1, 2])):
                facts.append((foal, WON, race))
            colt = rng.random() < 0.5
            if colt and rng.random() < 0.35:
                facts.append((foal, STANDS_AT, rng.choice(studs)))
                new_stallions.append(foal)
            elif not colt:
                new_mares.append(foal)
        stallions += new_stallions
        mares += new_mares
    return facts


# Questions by name: (id, text, topic names, path) for answerable ones, with the answers by
# name the author expects (checked against the graph); (id, text, hops) for names not in
# the graph; (id, text, topic names, hops, lacks) for relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "bl-1-01",
        "who's the sire of Distant Tide",
        ["Distant Tide"],
        [(SIRE, "->")],
        ["Dancing Magistrate"],
    ),
    ("bl-1-02", "Jolly Flurry dam?", ["Jolly Flurry"], [(DAM, "->")], ["Midnight Clover"]),
    (
        "bl-1-03",
        "who trains Captain Banner these days",
        ["Captain Banner"],
        [(TRAINER, "->")],
        ["Kitty Rourke"],
    ),
    (
        "bl-1-04",
        "which stud did Iron Sovereign come from?",
        ["Iron Sovereign"],
        [(BRED_BY, "->")],
        ["Thirkby Grange Stud"],
    ),
    ("bl-1-05", "who owns wild tide", ["Wild Tide"], [(OWNER, "->")], ["Maeve Doyle"]),
    (
        "bl-1-06",
        "where does Salt Marsh stand at stud now",
        ["Salt Marsh"],
        [(STANDS_AT, "->")],
        ["Hollowmead Stud"],
    ),
    (
        "bl-1-07",
        "Mister Quillon progeny",
        ["Mister Quillon"],
        [(SIRE, "<-")],
        [
            "Bold Harbour",
            "Bold Pilgrim",
            "Captain's Ember",
            "Northern Ballad",
            "Northern Spinner",
            "Proud Warrant",
            "Quiet Ransom",
            "Royal Banner",
            "Stormy Lantern",
            "Stormy Quarry",
        ],
    ),
    (
        "bl-1-08",
        "list the foals out of Tara's Lantern",
        ["Tara's Lantern"],
        [(DAM, "<-")],
        [
            "Autumn Pilgrim",
            "Brother Compass",
            "Lucky Meadow",
            "Midnight Echo",
            "Old Charter",
            "Velvet Echo",
            "Western Duchess",
            "Wild Clover",
        ],
    ),
    (
        "bl-1-09",
        "which horses has Xanthe Galbraith got in her yard",
        ["Xanthe Galbraith"],
        [(TRAINER, "<-")],
        [
            "Crimson Ballad",
            "Crimson Charter",
            "Emerald Comet",
            "Lucky Falcon",
            "Lucky Monarch",
            "Royal Regent",
            "Scarlet Pilgrim",
            "Stormy Tide",
            "Wild Warrant",
        ],
    ),
    (
        "bl-1-10",
        "who usually rides Northern Monarch",
        ["Northern Monarch"],
        [(RIDER, "->")],
        ["Kitty Oakeshott"],
    ),
    ("bl-1-11", "what colour is Golden Monarch", ["Golden Monarch"], [(COAT, "->")], ["grey"]),
    (
        "bl-1-12",
        "winners of the kingsdown guineas",
        ["Kingsdown Guineas"],
        [(WON, "<-")],
        ["Captain Banner", "Crimson Charter", "Distant Tide", "Hidden Anthem", "Lucky Falcon"],
    ),
    (
        "bl-1-13",
        "where's the Richmondgate St Leger run",
        ["Richmondgate St Leger"],
        [(VENUE, "->")],
        ["Richmondgate Course"],
    ),
    (
        "bl-1-14",
        "Ashmere Gold Cup sponsor",
        ["Ashmere Gold Cup"],
        [(SPONSOR, "->")],
        ["Castlemere Bank"],
    ),
    (
        "bl-1-15",
        "who did Letitia Pemberton work under before she took out her licence?",
        ["Letitia Pemberton"],
        [(ASSISTANT_TO, "->")],
        ["Rosalind Tregarthen"],
    ),
    (
        "bl-1-16",
        "Xanthe Galbraith's yard - which town is it in",
        ["Xanthe Galbraith"],
        [(YARD, "->")],
        ["Bromyard"],
    ),
    (
        "bl-1-17",
        "who owns Greyfriars Stud",
        ["Greyfriars Stud"],
        [(STUD_OWNER, "->")],
        ["Blackthorn Thoroughbreds"],
    ),
    (
        "bl-1-18",
        "where was the jockey Elspeth Fitzgerald born",
        ["Elspeth Fitzgerald"],
        [(POB, "->")],
        ["Chilcombe"],
    ),
    (
        "bl-1-19",
        "what races has Iron Comet won",
        ["Iron Comet"],
        [(WON, "->")],
        ["Chilcombe Classic Trial", "Chilcombe Fillies' Mile"],
    ),
    (
        "bl-1-20",
        "show me the horses registered to Declan Prendergast",
        ["Declan Prendergast"],
        [(OWNER, "<-")],
        [
            "Bold Ransom",
            "Lucky Monarch",
            "Scarlet Meadow",
            "Velvet Echo",
            "Western Duchess",
            "Wild Clover",
        ],
    ),
    # two hops
    (
        "bl-2-01",
        "who is Lucky Gambit's grandsire",
        ["Lucky Gambit"],
        [(SIRE, "->"), (SIRE, "->")],
        ["Salt Marsh"],
    ),
    (
        "bl-2-02",
        "broodmare sire of Western Banner",
        ["Western Banner"],
        [(DAM, "->"), (SIRE, "->")],
        ["Lucky Falcon"],
    ),
    (
        "bl-2-03",
        "Gallant Meadow's second dam",
        ["Gallant Meadow"],
        [(DAM, "->"), (DAM, "->")],
        ["Mountain Ash"],
    ),
    (
        "bl-2-04",
        "everything by the same stallion as Hidden Anthem",
        ["Hidden Anthem"],
        [(SIRE, "->"), (SIRE, "<-")],
        [
            "Crimson Oracle",
            "Distant Tide",
            "Emerald Ballad",
            "Emerald Comet",
            "Hidden Anthem",
            "Lucky Anthem",
            "Northern Monarch",
            "Wild Meadow",
        ],
    ),
    (
        "bl-2-05",
        "Jolly Warrant came from which stud, and where's that",
        ["Jolly Warrant"],
        [(BRED_BY, "->"), (LOC, "->")],
        ["Malton Rigg"],
    ),
    (
        "bl-2-06",
        "where's wild harbour's trainer based",
        ["Wild Harbour"],
        [(TRAINER, "->"), (YARD, "->")],
        ["Harrowgate Parva"],
    ),
    (
        "bl-2-07",
        "which racecourses has Velvet Echo won at",
        ["Velvet Echo"],
        [(WON, "->"), (VENUE, "->")],
        ["Athy Mills Park", "Newmere Heath"],
    ),
    (
        "bl-2-08",
        "what stud does Crimson Charter's sire stand at",
        ["Crimson Charter"],
        [(SIRE, "->"), (STANDS_AT, "->")],
        ["Hollowmead Stud"],
    ),
    (
        "bl-2-09",
        "who owns the stud Orpheus Rising stands at",
        ["Orpheus Rising"],
        [(STANDS_AT, "->"), (STUD_OWNER, "->")],
        ["Blackthorn Thoroughbreds"],
    ),
    (
        "bl-2-10",
        "other horses with the same trainer as Distant Meadow",
        ["Distant Meadow"],
        [(TRAINER, "->"), (TRAINER, "<-")],
        [
            "Brother Gambit",
            "Brother Rider",
            "Distant Meadow",
            "Emerald Banner",
            "Gallant Meadow",
            "Lucky Meadow",
        ],
    ),
    (
        "bl-2-11",
        "who sponsored the races Jolly Flurry won",
        ["Jolly Flurry"],
        [(WON, "->"), (SPONSOR, "->")],
        ["Castlemere Bank", "Pelham Gin"],
    ),
    (
        "bl-2-12",
        "which horses have won at Norbeck Sands",
        ["Norbeck Sands"],
        [(VENUE, "<-"), (WON, "<-")],
        ["Crimson Ballad"],
    ),
    (
        "bl-2-13",
        "where does the owner of Midnight Echo live",
        ["Midnight Echo"],
        [(OWNER, "->"), (HOME, "->")],
        ["Baydon Heath"],
    ),
    (
        "bl-2-14",
        "birthplace of iron comet's jockey",
        ["Iron Comet"],
        [(RIDER, "->"), (POB, "->")],
        ["Chilcombe"],
    ),
    (
        "bl-2-15",
        "what region is Kingsdown Downs in",
        ["Kingsdown Downs"],
        [(LOC, "->"), (REGION, "->")],
        ["Downland"],
    ),
    (
        "bl-2-16",
        "Salt Marsh grandchildren through his sons",
        ["Salt Marsh"],
        [(SIRE, "<-"), (SIRE, "<-")],
        [
            "Brother Compass",
            "Captain Banner",
            "Emerald Ransom",
            "Lucky Gambit",
            "Lucky Monarch",
            "Old Quarry",
            "Proud Anthem",
            "Western Banner",
        ],
    ),
    (
        "bl-2-17",
        "Kitty Kinsella's stud - what horses came out of it",
        ["Kitty Kinsella"],
        [(STUD_OWNER, "<-"), (BRED_BY, "<-")],
        ["Gallant Minstrel", "Queen of Diamonds", "Stormy Quarry", "Western Duchess", "Wild Tide"],
    ),
    (
        "bl-2-18",
        "which jockeys ride for Xanthe Dunwoody",
        ["Xanthe Dunwoody"],
        [(OWNER, "<-"), (RIDER, "->")],
        ["Eamon Lisle", "Maeve Ashcombe", "Tamsin Nolan"],
    ),
    (
        "bl-2-19",
        "what colours are Harvest Moon's foals",
        ["Harvest Moon"],
        [(DAM, "<-"), (COAT, "->")],
        ["bay", "chestnut"],
    ),
    (
        "bl-2-20",
        "trainers of mountain ash's offspring",
        ["Mountain Ash"],
        [(DAM, "<-"), (TRAINER, "->")],
        [
            "Fiona Molloy",
            "Orla Pemberton",
            "Piers Nolan",
            "Rosalind Tregarthen",
            "Ursula Ashcombe",
            "Wilf Prendergast",
            "Yvonne Ingoldby",
        ],
    ),
    # three hops
    (
        "bl-3-01",
        "go back three generations on Autumn Sovereign's sire line, who's the stallion there",
        ["Autumn Sovereign"],
        [(SIRE, "->"), (SIRE, "->"), (SIRE, "->")],
        ["Cardinal Frost"],
    ),
    (
        "bl-3-02",
        "who sired Brother Gambit's second dam",
        ["Brother Gambit"],
        [(DAM, "->"), (DAM, "->"), (SIRE, "->")],
        ["High Tribunal"],
    ),
    (
        "bl-3-03",
        "town where highland duchess's sire stands",
        ["Highland Duchess"],
        [(SIRE, "->"), (STANDS_AT, "->"), (LOC, "->")],
        ["Curragh Cross"],
    ),
    (
        "bl-3-04",
        "what part of the country is Lucky Meadow from",
        ["Lucky Meadow"],
        [(BRED_BY, "->"), (LOC, "->"), (REGION, "->")],
        ["Downland"],
    ),
    (
        "bl-3-05",
        "which town is the course where Wild Harbour got his win",
        ["Wild Harbour"],
        [(WON, "->"), (VENUE, "->"), (LOC, "->")],
        ["Hereford Vale"],
    ),
    (
        "bl-3-06",
        "Wild Quarry's trainer learned the job under someone - where is that person's yard?",
        ["Wild Quarry"],
        [(TRAINER, "->"), (ASSISTANT_TO, "->"), (YARD, "->")],
        ["Harrowgate Parva"],
    ),
    (
        "bl-3-07",
        "the stud Crimson Oracle came from, where does the person who has it live",
        ["Crimson Oracle"],
        [(BRED_BY, "->"), (STUD_OWNER, "->"), (HOME, "->")],
        ["Hereford Vale"],
    ),
    (
        "bl-3-08",
        "sponsors of races won by Mister Quillon's offspring",
        ["Mister Quillon"],
        [(SIRE, "<-"), (WON, "->"), (SPONSOR, "->")],
        ["Castlemere Bank", "Orrin Motors", "Tidewell Brewery"],
    ),
    (
        "bl-3-09",
        "racecourses where Lucky Falcon's progeny have won",
        ["Lucky Falcon"],
        [(SIRE, "<-"), (WON, "->"), (VENUE, "->")],
        [
            "Chilcombe Down",
            "Curragh Cross Racecourse",
            "Hereford Vale Course",
            "Kingsdown Downs",
            "Malton Rigg Racecourse",
        ],
    ),
    (
        "bl-3-10",
        "where does Distant Bramble's damsire stand?",
        ["Distant Bramble"],
        [(DAM, "->"), (SIRE, "->"), (STANDS_AT, "->")],
        ["Saxonbury Stud"],
    ),
    (
        "bl-3-11",
        "where were the jockeys on Lorcan Marwood's horses born",
        ["Lorcan Marwood"],
        [(OWNER, "<-"), (RIDER, "->"), (POB, "->")],
        ["Ludlow Cross"],
    ),
    (
        "bl-3-12",
        "owners with horses trained in Kilcullen Ford",
        ["Kilcullen Ford"],
        [(YARD, "<-"), (TRAINER, "<-"), (OWNER, "->")],
        [
            "Blackthorn Thoroughbreds",
            "Bridie Ruddle",
            "Deirdre Whitbread",
            "Hugo Yelland",
            "Jasper Dunwoody",
            "Kitty Carberry",
            "Letitia Ashcombe",
            "Maeve Doyle",
            "Rosalind Chetwynd",
            "Rosalind Sheehy",
            "Seamus Prendergast",
            "Xanthe Dunwoody",
        ],
    ),
    (
        "bl-3-13",
        "list all the foals Wild Tide's granddam has had",
        ["Wild Tide"],
        [(DAM, "->"), (DAM, "->"), (DAM, "<-")],
        ["Morning Ballad", "Proud Anthem", "Western Minstrel", "Western Oracle", "Wild Ballad"],
    ),
    (
        "bl-3-14",
        "towns of the studs that produced Athy Mills Champion Hurdle winners",
        ["Athy Mills Champion Hurdle"],
        [(WON, "<-"), (BRED_BY, "->"), (LOC, "->")],
        ["Bromyard", "Curragh Cross", "Kingsdown"],
    ),
    (
        "bl-3-15",
        "golden monarch's trainer had people working under them who went out on their own - which towns are they training from",
        ["Golden Monarch"],
        [(TRAINER, "->"), (ASSISTANT_TO, "<-"), (YARD, "->")],
        ["Norbeck"],
    ),
    # names not in the graph
    ("bl-n-01", "who trained Galway Sunrise", 1),
    ("bl-n-02", "stallions standing at Ardnacrusha Stud", 1),
    ("bl-n-03", "where was jockey Ronan Tierney born", 1),
    ("bl-n-04", "grandsire of Velvet Thunderclap", 2),
    ("bl-n-05", "who trains the horses that won the Dunmore Park Hurdle", 2),
    # relations the graph lacks
    ("bl-l-01", "how old is Distant Tide", ["Distant Tide"], 1, "age / foaling year"),
    (
        "bl-l-02",
        "what's Captain Banner's official rating",
        ["Captain Banner"],
        1,
        "official rating",
    ),
    ("bl-l-03", "how much prize money has Jolly Flurry earned", ["Jolly Flurry"], 1, "prize money"),
    (
        "bl-l-04",
        "what distance is the Downland Derby run over",
        ["Downland Derby"],
        1,
        "race distance",
    ),
    ("bl-l-05", "Mister Quillon stud fee", ["Mister Quillon"], 1, "stud fee"),
    ("bl-l-06", "what colours does Lorcan Marwood race in", ["Lorcan Marwood"], 1, "racing silks"),
    (
        "bl-l-07",
        "when did Wilf Prendergast get his trainer's licence",
        ["Wilf Prendergast"],
        1,
        "licence year",
    ),
    ("bl-l-08", "how much does jockey Tamsin Nolan weigh", ["Tamsin Nolan"], 1, "riding weight"),
    (
        "bl-l-09",
        "when did Newmere Heath first open for racing",
        ["Newmere Heath"],
        1,
        "opening year",
    ),
    ("bl-l-10", "how many acres is Hollowmead Stud", ["Hollowmead Stud"], 1, "area"),
    (
        "bl-l-11",
        "who is the sire of Orpheus Rising",
        ["Orpheus Rising"],
        1,
        "none for entity: father",
    ),
    ("bl-l-12", "who trains Royal Banner", ["Royal Banner"], 1, "none for entity: trnr"),
    (
        "bl-l-13",
        "who sponsors the Kingsdown Sprint",
        ["Kingsdown Sprint"],
        1,
        "none for entity: naming_rights",
    ),
    (
        "bl-l-14",
        "who did Kitty Rourke learn the ropes under",
        ["Kitty Rourke"],
        1,
        "none for entity: asst_to",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(4142), range(10000), "{:04d}@sb")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
