"""Build the `allotments` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional city's allotment societies: plots with their site, tenant and the varieties sown
on them; varieties with their crop, the seed firm that sells them and the pests or diseases
they stand up to; seed firms with their home town; plot holders with the ward they live in,
the older hand who buddied them and the shows where they took a rosette; sites with their
ward, freeholder, managing society and site rep; societies with their chair, the federations
they belong to and the firm they bulk-order seed from; shows with their venue, organising
society and judges; wards with their borough. Every person, place, firm and variety is
invented. The schema, the boroughs, wards, sites, societies, crops, varieties, firms and shows
are written by hand below; a seeded generator (`random.Random(4646)`) draws the people's names
and the filler facts (tenancies, sowings, buddies, rosettes, judges, reps). The questions are
written by hand at the bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers written beside them.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/allotments/make_graph.py
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

ON_SITE = "onSite"
LESSEE = "lessee"
SOWN = "sown"
WARD_OF = "addr:ward"
BUDDY = "buddy"
ROSETTE = "rosette@"
CV_OF = "cv.of"
SEED_SRC = "SEED_SRC"
TOLERATES = "tolerates"
WARD = "ward"
LAD = "lad"
FREEHOLDER = "freeholder"
MANAGED_BY = "managed_by"
SITE_REP = "siteRep"
CHAIR = "chair"
AFFIL = "affil"
BULK_ORDER = "bulk_order_from"
HQ = "hq"
HELD_AT = "heldAt"
JDG = "JDG"
ORGANISER = "organiser"

# borough -> wards
BOROUGHS = {
    "Eastholme": ["Cinder Hill", "Pottery Row", "Abbeyfields"],
    "Marlbridge": ["Lowther Park", "St Cuthbert's", "Brickfield"],
    "South Wykeham": ["Nettleham Rise", "Gasworks End", "Wykeham Green"],
    "Ferncastle": ["Highfold", "Rookery Vale", "Tanner's Croft"],
}

LANDLORDS = [
    "Marlbridge Borough Council",
    "Diocese of Ferncastle",
    "Northern Railway Estates",
    "Wykeham Charity Trustees",
    "Eastholme Water Board",
    "Lowther Estate",
]

# society -> (federations, seed firm it bulk-orders from)
SOCIETIES = {
    "Cinder Hill & District Allotment Society": (
        ["Northern Counties Allotment Federation"],
        "Thistledown Seeds",
    ),
    "Marlbridge Gardeners' Association": (
        ["Northern Counties Allotment Federation", "Federation of City Growers"],
        "Marchbank & Sons",
    ),
    "Wykeham Green Growers": (["Federation of City Growers"], "Pennywort Organics"),
    "Highfold Horticultural Society": (
        ["Allotment & Leisure Gardeners Union", "Northern Counties Allotment Federation"],
        "Dunmore Seedsmen",
    ),
    "Abbeyfields Allotment Association": (["Federation of City Growers"], "Thistledown Seeds"),
    "Brickfield Plotholders' Guild": (["Allotment & Leisure Gardeners Union"], "Furrow & Field"),
    "Rookery Vale Garden Society": (
        ["Allotment & Leisure Gardeners Union", "Federation of City Growers"],
        "Heirloom Exchange",
    ),
}

# site -> (ward, freeholder, managing society, number of plots)
SITES = {
    "Cinder Hill Allotments": (
        "Cinder Hill",
        "Marlbridge Borough Council",
        "Cinder Hill & District Allotment Society",
        9,
    ),
    "Railway Cutting Allotments": (
        "Pottery Row",
        "Northern Railway Estates",
        "Cinder Hill & District Allotment Society",
        6,
    ),
    "Abbey Meadow Allotments": (
        "Abbeyfields",
        "Diocese of Ferncastle",
        "Abbeyfields Allotment Association",
        8,
    ),
    "Lowther Park Plots": (
        "Lowther Park",
        "Lowther Estate",
        "Marlbridge Gardeners' Association",
        7,
    ),
    "St Cuthbert's Glebe Gardens": (
        "St Cuthbert's",
        "Diocese of Ferncastle",
        "Marlbridge Gardeners' Association",
        6,
    ),
    "Kiln Lane Allotments": (
        "Brickfield",
        "Marlbridge Borough Council",
        "Brickfield Plotholders' Guild",
        9,
    ),
    "Clay Pits Gardens": (
        "Brickfield",
        "Northern Railway Estates",
        "Brickfield Plotholders' Guild",
        6,
    ),
    "Nettleham Rise Allotments": (
        "Nettleham Rise",
        "Wykeham Charity Trustees",
        "Wykeham Green Growers",
        7,
    ),
    "Gasholder Gardens": (
        "Gasworks End",
        "Marlbridge Borough Council",
        "Wykeham Green Growers",
        6,
    ),
    "Wykeham Green Allotments": (
        "Wykeham Green",
        "Wykeham Charity Trustees",
        "Wykeham Green Growers",
        8,
    ),
    "Highfold Top Allotments": (
        "Highfold",
        "Marlbridge Borough Council",
        "Highfold Horticultural Society",
        8,
    ),
    "Reservoir Bank Plots": (
        "Highfold",
        "Eastholme Water Board",
        "Highfold Horticultural Society",
        6,
    ),
    "Rookery Vale Allotments": (
        "Rookery Vale",
        "Lowther Estate",
        "Rookery Vale Garden Society",
        8,
    ),
    "Tanyard Allotments": (
        "Tanner's Croft",
        "Eastholme Water Board",
        "Rookery Vale Garden Society",
        6,
    ),
}

# seed firm -> home town (towns outside the city)
SEED_FIRMS = {
    "Thistledown Seeds": "Holbeach Marsh",
    "Marchbank & Sons": "Evesham Cross",
    "Heirloom Exchange": "Kelso Brig",
    "Greenfinch Seed Co": "Saffron Waldon",
    "Old Orchard Nurseries": "Evesham Cross",
    "Pennywort Organics": "Tiverton Hay",
    "Furrow & Field": "Boston Fen",
    "Dunmore Seedsmen": "Kelso Brig",
}

# crop -> pests and diseases a variety of it may stand up to
CROPS = {
    "potato": ["blight", "common scab", "eelworm"],
    "runner bean": ["bean rust"],
    "broad bean": ["chocolate spot", "bean rust"],
    "onion": ["white rot", "downy mildew"],
    "garlic": ["white rot", "leek rust"],
    "leek": ["leek rust"],
    "carrot": ["carrot root fly"],
    "parsnip": ["canker"],
    "beetroot": ["downy mildew"],
    "tomato": ["blight"],
    "courgette": ["powdery mildew"],
    "squash": ["powdery mildew"],
    "cabbage": ["clubroot"],
    "kale": ["clubroot"],
    "pea": ["powdery mildew"],
    "strawberry": ["grey mould"],
}

# variety -> (crop, seed firm)
VARIETIES = {
    "Ashby Early": ("potato", "Marchbank & Sons"),
    "Red Duchess": ("potato", "Dunmore Seedsmen"),
    "Marlow Gold": ("potato", "Thistledown Seeds"),
    "Kelso Blue": ("potato", "Heirloom Exchange"),
    "Scarlet Emperor Improved": ("runner bean", "Marchbank & Sons"),
    "Painted Lady Tall": ("runner bean", "Heirloom Exchange"),
    "Firestorm Climber": ("runner bean", "Greenfinch Seed Co"),
    "Aquadulce Longpod": ("broad bean", "Thistledown Seeds"),
    "Crimson Flowered": ("broad bean", "Heirloom Exchange"),
    "Bedford Champion": ("onion", "Dunmore Seedsmen"),
    "Red Baron Setts": ("onion", "Furrow & Field"),
    "Sturon Globe": ("onion", "Thistledown Seeds"),
    "Solent Wight": ("garlic", "Pennywort Organics"),
    "Purple Moldovan": ("garlic", "Heirloom Exchange"),
    "Musselburgh Giant": ("leek", "Dunmore Seedsmen"),
    "Highfold Blanch": ("leek", "Furrow & Field"),
    "Autumn Giant Porvite": ("leek", "Marchbank & Sons"),
    "Flyaway Nantes": ("carrot", "Pennywort Organics"),
    "Resistafly": ("carrot", "Greenfinch Seed Co"),
    "Chantenay Red Core": ("carrot", "Thistledown Seeds"),
    "Tender and True": ("parsnip", "Marchbank & Sons"),
    "Gladiator Hollow Crown": ("parsnip", "Furrow & Field"),
    "Boltardy": ("beetroot", "Thistledown Seeds"),
    "Chioggia Candy": ("beetroot", "Heirloom Exchange"),
    "Crimson Globe": ("beetroot", "Old Orchard Nurseries"),
    "Ailsa Craig Tall": ("tomato", "Old Orchard Nurseries"),
    "Crimson Crush": ("tomato", "Greenfinch Seed Co"),
    "Gardener's Delight": ("tomato", "Marchbank & Sons"),
    "Black Beauty Bush": ("courgette", "Pennywort Organics"),
    "Defender": ("courgette", "Greenfinch Seed Co"),
    "Crown Prince": ("squash", "Old Orchard Nurseries"),
    "Uchiki Kuri": ("squash", "Heirloom Exchange"),
    "Butternut Waltham": ("squash", "Furrow & Field"),
    "January King": ("cabbage", "Dunmore Seedsmen"),
    "Kilaxy": ("cabbage", "Greenfinch Seed Co"),
    "Golden Acre": ("cabbage", "Thistledown Seeds"),
    "Cavolo Nero": ("kale", "Pennywort Organics"),
    "Redbor": ("kale", "Old Orchard Nurseries"),
    "Hurst Green Shaft": ("pea", "Marchbank & Sons"),
    "Kelvedon Wonder": ("pea", "Furrow & Field"),
    "Alderman Tall": ("pea", "Heirloom Exchange"),
    "Cambridge Favourite": ("strawberry", "Old Orchard Nurseries"),
    "Honeoye Early": ("strawberry", "Greenfinch Seed Co"),
    "Mara des Bois": ("strawberry", "Pennywort Organics"),
}

# show -> (venue, organising society)
SHOWS = {
    "Cinder Hill Summer Show": (
        "Cinder Hill Allotments",
        "Cinder Hill & District Allotment Society",
    ),
    "Marlbridge Harvest Show": (
        "St Cuthbert's Glebe Gardens",
        "Marlbridge Gardeners' Association",
    ),
    "Brickfield Giant Veg Show": ("Kiln Lane Allotments", "Brickfield Plotholders' Guild"),
    "Wykeham Autumn Show": ("Wykeham Green Allotments", "Wykeham Green Growers"),
    "Highfold Leek Show": ("Reservoir Bank Plots", "Highfold Horticultural Society"),
    "Rookery Vale Produce Show": ("Rookery Vale Allotments", "Rookery Vale Garden Society"),
    "Abbeyfields Flower & Produce Show": (
        "Abbey Meadow Allotments",
        "Abbeyfields Allotment Association",
    ),
}

FIRST_NAMES = [
    "Maureen",
    "Derek",
    "Shirley",
    "Alan",
    "Pauline",
    "Trevor",
    "Bernadette",
    "Keith",
    "Jean",
    "Colin",
    "Hazel",
    "Raymond",
    "Priya",
    "Tariq",
    "Agnieszka",
    "Kwame",
    "Mei",
    "Sunil",
    "Nkechi",
    "Gwen",
    "Dougie",
    "Rhona",
    "Fergus",
    "Beryl",
    "Stan",
    "Lorna",
    "Wojtek",
    "Imran",
    "Carys",
    "Dilys",
    "Barry",
    "Sandra",
]
LAST_NAMES = [
    "Higginbottom",
    "Okafor",
    "Wainwright",
    "Kowalczyk",
    "Ramsbottom",
    "Chaudhry",
    "Pickersgill",
    "Mensah",
    "Ackroyd",
    "Threlfall",
    "Nakamura",
    "Sowerby",
    "Bhattacharya",
    "Dobson",
    "Featherstone",
    "Lindqvist",
    "Grimshaw",
    "Adeyemi",
    "Hepworth",
    "Costello",
    "Moorhouse",
    "Varga",
    "Entwistle",
    "Oyelaran",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(4646)
    facts: list[tuple[str, str, str]] = []
    for borough, wards in BOROUGHS.items():
        facts += [(w, LAD, borough) for w in wards]
    wards = [w for ws in BOROUGHS.values() for w in ws]
    for firm, town in SEED_FIRMS.items():
        facts.append((firm, HQ, town))
    for variety, (crop, firm) in VARIETIES.items():
        facts += [(variety, CV_OF, crop), (variety, SEED_SRC, firm)]
        pests = CROPS[crop]
        for pest in rng.sample(pests, min(len(pests), rng.choice([0, 1, 1, 2]))):
            facts.append((variety, TOLERATES, pest))
    for society, (federations, firm) in SOCIETIES.items():
        facts += [(society, AFFIL, f) for f in federations]
        facts.append((society, BULK_ORDER, firm))

    people = full_names(rng, FIRST_NAMES, LAST_NAMES, 82, set())
    tenants = people[:72]
    outsiders = people[72:]  # judges and chairs who hold no plot
    for person in tenants:
        facts.append((person, WARD_OF, rng.choice(wards)))
    for person in outsiders[:5]:
        facts.append((person, WARD_OF, rng.choice(wards)))

    varieties = list(VARIETIES)
    holders_by_site: dict[str, list[str]] = {}
    queue = tenants[:]
    rng.shuffle(queue)
    for site, (ward, landlord, society, n_plots) in SITES.items():
        facts += [(site, WARD, ward), (site, FREEHOLDER, landlord), (site, MANAGED_BY, society)]
        holders: list[str] = []
        for number in sorted(rng.sample(range(1, 40), n_plots)):
            plot = f"{site} plot {number}"
            facts.append((plot, ON_SITE, site))
            tenant = queue.pop() if queue else rng.choice(tenants)
            holders.append(tenant)
            facts.append((plot, LESSEE, tenant))
            if rng.random() < 0.12:  # a shared plot
                partner = rng.choice(tenants)
                holders.append(partner)
                facts.append((plot, LESSEE, partner))
            for variety in rng.sample(varieties, rng.choice([1, 2, 2, 3, 3])):
                facts.append((plot, SOWN, variety))
        holders_by_site[site] = holders
        facts.append((site, SITE_REP, rng.choice(holders)))

    for society in SOCIETIES:
        sites = [s for s, v in SITES.items() if v[2] == society]
        pool = [h for s in sites for h in holders_by_site[s]]
        facts.append((society, CHAIR, rng.choice(pool) if rng.random() < 0.75 else outsiders[0]))
    for i, person in enumerate(tenants):
        if i >= 20 and rng.random() < 0.45:  # newer holders get an older hand as buddy
            facts.append((person, BUDDY, rng.choice(tenants[:20])))
    shows = list(SHOWS)
    for show, (venue, society) in SHOWS.items():
        facts += [(show, HELD_AT, venue), (show, ORGANISER, society)]
        for judge in rng.sample(outsiders + tenants[:20], rng.choice([1, 2, 2])):
            facts.append((show, JDG, judge))
    for person in tenants:
        for show in rng.sample(shows, rng.choice([0, 0, 1, 1, 2])):
            facts.append((person, ROSETTE, show))
    return facts


# Questions by name: (id, text, topic names, path, expected answer names) for answerable ones
# (the answers computed once from the path and reviewed by name); (id, text, hops) for names
# not in the graph; (id, text, topic names, hops, lacks) for relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "al-1-01",
        "who has plot 28 at Cinder Hill Allotments",
        ["Cinder Hill Allotments plot 28"],
        [(LESSEE, "->")],
        ["Barry Dobson", "Maureen Costello"],
    ),
    (
        "al-1-02",
        "what's growing on Kiln Lane Allotments plot 16?",
        ["Kiln Lane Allotments plot 16"],
        [(SOWN, "->")],
        ["Alderman Tall", "Chioggia Candy", "Red Baron Setts"],
    ),
    (
        "al-1-03",
        "Bernadette Sowerby's plots",
        ["Bernadette Sowerby"],
        [(LESSEE, "<-")],
        [
            "Abbey Meadow Allotments plot 10",
            "Rookery Vale Allotments plot 5",
            "Rookery Vale Allotments plot 7",
        ],
    ),
    (
        "al-1-04",
        "what part of town does Keith Nakamura live in",
        ["Keith Nakamura"],
        [(WARD_OF, "->")],
        ["Gasworks End"],
    ),
    (
        "al-1-05",
        "who showed Dilys Grimshaw the ropes when she took her plot on?",
        ["Dilys Grimshaw"],
        [(BUDDY, "->")],
        ["Maureen Kowalczyk"],
    ),
    (
        "al-1-06",
        "which newer plotholders has Maureen Kowalczyk been mentoring",
        ["Maureen Kowalczyk"],
        [(BUDDY, "<-")],
        ["Dilys Grimshaw", "Keith Dobson", "Rhona Pickersgill"],
    ),
    ("al-1-07", "Kilaxy - what veg is that?", ["Kilaxy"], [(CV_OF, "->")], ["cabbage"]),
    (
        "al-1-08",
        "list every beetroot variety you know of",
        ["beetroot"],
        [(CV_OF, "<-")],
        ["Boltardy", "Chioggia Candy", "Crimson Globe"],
    ),
    (
        "al-1-09",
        "where can I buy Resistafly seed",
        ["Resistafly"],
        [(SEED_SRC, "->")],
        ["Greenfinch Seed Co"],
    ),
    (
        "al-1-10",
        "what is Kelso Blue resistant to",
        ["Kelso Blue"],
        [(TOLERATES, "->")],
        ["blight", "eelworm"],
    ),
    (
        "al-1-11",
        "which neighbourhood is Clay Pits Gardens in",
        ["Clay Pits Gardens"],
        [(WARD, "->")],
        ["Brickfield"],
    ),
    (
        "al-1-12",
        "whose land are the Tanyard Allotments on?",
        ["Tanyard Allotments"],
        [(FREEHOLDER, "->")],
        ["Eastholme Water Board"],
    ),
    (
        "al-1-13",
        "which society looks after Gasholder Gardens",
        ["Gasholder Gardens"],
        [(MANAGED_BY, "->")],
        ["Wykeham Green Growers"],
    ),
    (
        "al-1-14",
        "who do I speak to about getting a plot at Reservoir Bank Plots",
        ["Reservoir Bank Plots"],
        [(SITE_REP, "->")],
        ["Bernadette Ackroyd"],
    ),
    (
        "al-1-15",
        "who heads up the Brickfield Plotholders' Guild these days",
        ["Brickfield Plotholders' Guild"],
        [(CHAIR, "->")],
        ["Wojtek Varga"],
    ),
    (
        "al-1-16",
        "what umbrella bodies is Rookery Vale Garden Society a member of",
        ["Rookery Vale Garden Society"],
        [(AFFIL, "->")],
        ["Allotment & Leisure Gardeners Union", "Federation of City Growers"],
    ),
    (
        "al-1-17",
        "where are Dunmore Seedsmen based",
        ["Dunmore Seedsmen"],
        [(HQ, "->")],
        ["Kelso Brig"],
    ),
    (
        "al-1-18",
        "Wykeham Autumn Show judges",
        ["Wykeham Autumn Show"],
        [(JDG, "->")],
        ["Beryl Grimshaw", "Maureen Kowalczyk"],
    ),
    (
        "al-1-19",
        "who's won a prize at the Highfold Leek Show",
        ["Highfold Leek Show"],
        [(ROSETTE, "<-")],
        [
            "Alan Featherstone",
            "Gwen Pickersgill",
            "Jean Varga",
            "Maureen Costello",
            "Nkechi Grimshaw",
            "Sandra Threlfall",
            "Sunil Kowalczyk",
            "Wojtek Entwistle",
        ],
    ),
    (
        "al-1-20",
        "neighbourhoods that come under South Wykeham",
        ["South Wykeham"],
        [(LAD, "<-")],
        ["Gasworks End", "Nettleham Rise", "Wykeham Green"],
    ),
    # two hops
    (
        "al-2-01",
        "who are the plotholders at Clay Pits Gardens",
        ["Clay Pits Gardens"],
        [(ON_SITE, "<-"), (LESSEE, "->")],
        [
            "Agnieszka Higginbottom",
            "Hazel Pickersgill",
            "Maureen Costello",
            "Sandra Threlfall",
            "Trevor Grimshaw",
            "Wojtek Varga",
        ],
    ),
    (
        "al-2-02",
        "which varieties has Bernadette Dobson got in this year",
        ["Bernadette Dobson"],
        [(LESSEE, "<-"), (SOWN, "->")],
        [
            "Bedford Champion",
            "Cavolo Nero",
            "Chioggia Candy",
            "Crimson Crush",
            "Painted Lady Tall",
            "Scarlet Emperor Improved",
            "Tender and True",
        ],
    ),
    (
        "al-2-03",
        "what kinds of veg are on Abbey Meadow Allotments plot 33",
        ["Abbey Meadow Allotments plot 33"],
        [(SOWN, "->"), (CV_OF, "->")],
        ["cabbage", "onion", "potato"],
    ),
    (
        "al-2-04",
        "seed companies behind everything planted on Reservoir Bank Plots plot 3",
        ["Reservoir Bank Plots plot 3"],
        [(SOWN, "->"), (SEED_SRC, "->")],
        ["Furrow & Field", "Marchbank & Sons", "Pennywort Organics"],
    ),
    (
        "al-2-05",
        "who's growing Uchiki Kuri",
        ["Uchiki Kuri"],
        [(SOWN, "<-"), (LESSEE, "->")],
        [
            "Agnieszka Higginbottom",
            "Bernadette Chaudhry",
            "Bernadette Sowerby",
            "Colin Pickersgill",
            "Hazel Wainwright",
            "Imran Threlfall",
            "Lorna Pickersgill",
            "Rhona Adeyemi",
            "Wojtek Lindqvist",
        ],
    ),
    (
        "al-2-06",
        "Tanyard Allotments - which borough is that in?",
        ["Tanyard Allotments"],
        [(WARD, "->"), (LAD, "->")],
        ["Ferncastle"],
    ),
    (
        "al-2-07",
        "who chairs the society in charge of Lowther Park Plots",
        ["Lowther Park Plots"],
        [(MANAGED_BY, "->"), (CHAIR, "->")],
        ["Imran Okafor"],
    ),
    (
        "al-2-08",
        "where's the seed firm Highfold Horticultural Society does its bulk seed order through based?",
        ["Highfold Horticultural Society"],
        [(BULK_ORDER, "->"), (HQ, "->")],
        ["Kelso Brig"],
    ),
    (
        "al-2-09",
        "which allotment societies rent ground from the Diocese of Ferncastle",
        ["Diocese of Ferncastle"],
        [(FREEHOLDER, "<-"), (MANAGED_BY, "->")],
        ["Abbeyfields Allotment Association", "Marlbridge Gardeners' Association"],
    ),
    (
        "al-2-10",
        "what area does Rhona Adeyemi's mentor live in",
        ["Rhona Adeyemi"],
        [(BUDDY, "->"), (WARD_OF, "->")],
        ["Pottery Row"],
    ),
    (
        "al-2-11",
        "where were the shows Keith Nakamura took prizes at held",
        ["Keith Nakamura"],
        [(ROSETTE, "->"), (HELD_AT, "->")],
        ["Cinder Hill Allotments", "Kiln Lane Allotments"],
    ),
    (
        "al-2-12",
        "all the pests and diseases that Pennywort Organics varieties stand up to",
        ["Pennywort Organics"],
        [(SEED_SRC, "<-"), (TOLERATES, "->")],
        ["carrot root fly", "clubroot", "grey mould", "leek rust", "powdery mildew", "white rot"],
    ),
    (
        "al-2-13",
        "who sells leek seed",
        ["leek"],
        [(CV_OF, "<-"), (SEED_SRC, "->")],
        ["Dunmore Seedsmen", "Furrow & Field", "Marchbank & Sons"],
    ),
    (
        "al-2-14",
        "the Highfold Leek Show venue - who owns that land",
        ["Highfold Leek Show"],
        [(HELD_AT, "->"), (FREEHOLDER, "->")],
        ["Eastholme Water Board"],
    ),
    (
        "al-2-15",
        "which federations is the lot that puts on the Rookery Vale Produce Show affiliated to",
        ["Rookery Vale Produce Show"],
        [(ORGANISER, "->"), (AFFIL, "->")],
        ["Allotment & Leisure Gardeners Union", "Federation of City Growers"],
    ),
    (
        "al-2-16",
        "allotment sites in Marlbridge borough",
        ["Marlbridge"],
        [(LAD, "<-"), (WARD, "<-")],
        [
            "Clay Pits Gardens",
            "Kiln Lane Allotments",
            "Lowther Park Plots",
            "St Cuthbert's Glebe Gardens",
        ],
    ),
    (
        "al-2-17",
        "where do the people Colin Pickersgill has mentored live",
        ["Colin Pickersgill"],
        [(BUDDY, "<-"), (WARD_OF, "->")],
        ["Highfold", "St Cuthbert's", "Wykeham Green"],
    ),
    (
        "al-2-18",
        "which sites are Sunil Costello's allotments on",
        ["Sunil Costello"],
        [(LESSEE, "<-"), (ON_SITE, "->")],
        ["Lowther Park Plots", "Tanyard Allotments"],
    ),
    (
        "al-2-19",
        "who judged the show they hold at Kiln Lane Allotments",
        ["Kiln Lane Allotments"],
        [(HELD_AT, "<-"), (JDG, "->")],
        ["Hazel Sowerby", "Kwame Sowerby"],
    ),
    (
        "al-2-20",
        "shows that Pottery Row residents have won prizes at",
        ["Pottery Row"],
        [(WARD_OF, "<-"), (ROSETTE, "->")],
        [
            "Cinder Hill Summer Show",
            "Highfold Leek Show",
            "Marlbridge Harvest Show",
            "Rookery Vale Produce Show",
        ],
    ),
    # three hops
    (
        "al-3-01",
        "what borough does the chair of Wykeham Green Growers live in",
        ["Wykeham Green Growers"],
        [(CHAIR, "->"), (WARD_OF, "->"), (LAD, "->")],
        ["South Wykeham"],
    ),
    (
        "al-3-02",
        "what crops do people grow at Tanyard Allotments",
        ["Tanyard Allotments"],
        [(ON_SITE, "<-"), (SOWN, "->"), (CV_OF, "->")],
        ["beetroot", "broad bean", "courgette", "garlic", "onion", "pea", "potato", "strawberry"],
    ),
    (
        "al-3-03",
        "who supplies the seed for what Wojtek Varga has planted",
        ["Wojtek Varga"],
        [(LESSEE, "<-"), (SOWN, "->"), (SEED_SRC, "->")],
        ["Dunmore Seedsmen", "Heirloom Exchange"],
    ),
    (
        "al-3-04",
        "towns the onion seed suppliers are based in",
        ["onion"],
        [(CV_OF, "<-"), (SEED_SRC, "->"), (HQ, "->")],
        ["Boston Fen", "Holbeach Marsh", "Kelso Brig"],
    ),
    (
        "al-3-05",
        "which sites have Maureen Kowalczyk's mentees got plots on",
        ["Maureen Kowalczyk"],
        [(BUDDY, "<-"), (LESSEE, "<-"), (ON_SITE, "->")],
        [
            "Gasholder Gardens",
            "Kiln Lane Allotments",
            "Reservoir Bank Plots",
            "Rookery Vale Allotments",
            "St Cuthbert's Glebe Gardens",
        ],
    ),
    (
        "al-3-06",
        "who chairs the society that runs the ground where the Highfold Leek Show is held",
        ["Highfold Leek Show"],
        [(HELD_AT, "->"), (MANAGED_BY, "->"), (CHAIR, "->")],
        ["Agnieszka Higginbottom"],
    ),
    (
        "al-3-07",
        "which neighbourhoods do the tenants at Railway Cutting Allotments come from",
        ["Railway Cutting Allotments"],
        [(ON_SITE, "<-"), (LESSEE, "->"), (WARD_OF, "->")],
        [
            "Abbeyfields",
            "Brickfield",
            "Cinder Hill",
            "Lowther Park",
            "Pottery Row",
            "St Cuthbert's",
        ],
    ),
    (
        "al-3-08",
        "what are the varieties on Lorna Threlfall's plot resistant to",
        ["Lorna Threlfall"],
        [(LESSEE, "<-"), (SOWN, "->"), (TOLERATES, "->")],
        ["bean rust", "blight", "eelworm", "powdery mildew"],
    ),
    (
        "al-3-09",
        "judges at shows run by societies in the Allotment & Leisure Gardeners Union",
        ["Allotment & Leisure Gardeners Union"],
        [(AFFIL, "<-"), (ORGANISER, "<-"), (JDG, "->")],
        [
            "Hazel Kowalczyk",
            "Hazel Sowerby",
            "Jean Moorhouse",
            "Kwame Sowerby",
            "Lorna Ackroyd",
            "Maureen Kowalczyk",
        ],
    ),
    (
        "al-3-10",
        "what neighbourhood is Kwame Chaudhry's allotment in",
        ["Kwame Chaudhry"],
        [(LESSEE, "<-"), (ON_SITE, "->"), (WARD, "->")],
        ["Nettleham Rise"],
    ),
    (
        "al-3-11",
        "what sort of veg does Nkechi Grimshaw grow",
        ["Nkechi Grimshaw"],
        [(LESSEE, "<-"), (SOWN, "->"), (CV_OF, "->")],
        ["cabbage", "carrot"],
    ),
    (
        "al-3-12",
        "landlords of the sites run by the society Wojtek Varga chairs",
        ["Wojtek Varga"],
        [(CHAIR, "<-"), (MANAGED_BY, "<-"), (FREEHOLDER, "->")],
        ["Marlbridge Borough Council", "Northern Railway Estates"],
    ),
    (
        "al-3-13",
        "where were the shows held that Keith Dobson's mentor won prizes at",
        ["Keith Dobson"],
        [(BUDDY, "->"), (ROSETTE, "->"), (HELD_AT, "->")],
        ["Abbey Meadow Allotments"],
    ),
    (
        "al-3-14",
        "anyone on the allotments growing strawberries?",
        ["strawberry"],
        [(CV_OF, "<-"), (SOWN, "<-"), (LESSEE, "->")],
        [
            "Bernadette Costello",
            "Dilys Costello",
            "Nkechi Nakamura",
            "Sandra Threlfall",
            "Shirley Ramsbottom",
            "Stan Chaudhry",
            "Stan Ramsbottom",
            "Sunil Costello",
        ],
    ),
    (
        "al-3-15",
        "which allotment societies have sites in Ferncastle",
        ["Ferncastle"],
        [(LAD, "<-"), (WARD, "<-"), (MANAGED_BY, "->")],
        ["Highfold Horticultural Society", "Rookery Vale Garden Society"],
    ),
    # not in the graph
    ("al-n-01", "who has plot 12 at Bramley Road Allotments", 1),
    ("al-n-02", "who chairs the Dunstable Vale allotment society", 1),
    ("al-n-03", "what does Gertrude Ellerby grow on her plot", 2),
    ("al-n-04", "where is Sutton Seed Merchants based", 1),
    ("al-n-05", "who judged the Pennington Village Show", 1),
    # relations the graph lacks
    (
        "al-l-01",
        "how much is the yearly rent on Kiln Lane Allotments plot 12",
        ["Kiln Lane Allotments plot 12"],
        1,
        "rent",
    ),
    (
        "al-l-02",
        "how big is Cinder Hill Allotments plot 15",
        ["Cinder Hill Allotments plot 15"],
        1,
        "plot size",
    ),
    (
        "al-l-03",
        "is there a waiting list at Tanyard Allotments",
        ["Tanyard Allotments"],
        1,
        "waiting list",
    ),
    (
        "al-l-04",
        "when was the Highfold Horticultural Society set up",
        ["Highfold Horticultural Society"],
        1,
        "founding year",
    ),
    ("al-l-05", "Colin Pickersgill phone number", ["Colin Pickersgill"], 1, "phone number"),
    (
        "al-l-06",
        "what date is the Marlbridge Harvest Show this year",
        ["Marlbridge Harvest Show"],
        1,
        "date",
    ),
    (
        "al-l-07",
        "how many days does Crown Prince take to mature",
        ["Crown Prince"],
        1,
        "days to maturity",
    ),
    (
        "al-l-08",
        "what does it cost to join Wykeham Green Growers",
        ["Wykeham Green Growers"],
        1,
        "membership fee",
    ),
    (
        "al-l-09",
        "have they got water troughs and toilets at Reservoir Bank Plots",
        ["Reservoir Bank Plots"],
        1,
        "facilities",
    ),
    ("al-l-10", "Greenfinch Seed Co website?", ["Greenfinch Seed Co"], 1, "website"),
    ("al-l-11", "when should I sow Kelvedon Wonder", ["Kelvedon Wonder"], 1, "sowing time"),
    (
        "al-l-12",
        "what diseases is Aquadulce Longpod resistant to",
        ["Aquadulce Longpod"],
        1,
        "none for entity: tolerates",
    ),
    (
        "al-l-13",
        "who mentored Maureen Kowalczyk when she started out",
        ["Maureen Kowalczyk"],
        1,
        "none for entity: buddy",
    ),
    (
        "al-l-14",
        "which shows has Jean Moorhouse won prizes at",
        ["Jean Moorhouse"],
        1,
        "none for entity: rosette@",
    ),
    (
        "al-l-15",
        "who runs the Allotment & Leisure Gardeners Union",
        ["Allotment & Leisure Gardeners Union"],
        1,
        "none for entity: chair",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(4647), range(10000), "{:04d}|al")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
