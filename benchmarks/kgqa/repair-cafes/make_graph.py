"""Build the `repair-cafes` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional three-district network of volunteer repair cafés: cafés with the hall they meet
in, their convenor, the network they belong to, their grant funders, the day of the month they
meet and their sister café; halls with their town; volunteer fixers with the cafés they fix
at, their skills, their home town, their day job and the fixer who trained them; repair
tickets with the item brought in, its brand, the café it was logged at, the fixers who worked
on it, the visitor who brought it, the result and the spare parts fitted; parts with the shop
they are bought from; shops with their town; brands with their home country; items with
their category; towns with their district. Every person, place, firm and brand is invented.
The schema and the fixed places are written by hand below; a seeded generator
(`random.Random(5656)`) draws the people's names and the filler facts. The questions are
written by hand at the bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers written beside them.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/repair-cafes/make_graph.py
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

DISTRICT = "council_area"
MEETS_IN = "meetsIn"
HALL_TOWN = "premises_town"
CONVENOR = "Convenor"
NETWORK = "part of network"
GRANT = "grant from"
WHEN = "monthly on"
SISTER = "sister_cafe"
FIXES_AT = "volunteer.cafe"
SKILL = "SKILL"
LIVES = "lives"
TRAINED = "trainee_of"
DAY_JOB = "dayjob"
ITEM = "itemType"
BRAND = "brand_name"
LOGGED = "logged at"
FIXER = "repairer"
RESULT = "RESULT"
PARTS = "spares[]"
BROUGHT = "brought_by"
SHOP = "sourced from"
SHOP_TOWN = "shopTown"
ORIGIN = "brand.origin"
CATEGORY = "Category"

DISTRICTS = {
    "Wyvern Vale": ["Carrowby", "Dunstead", "Emberton", "Fallowfield Green"],
    "Ashen Downs": ["Gorsey Bank", "Hatherden", "Inchbrook", "Kettlewick"],
    "Colne Reach": ["Lanthorpe", "Marley Cross", "Nethercote", "Pelham Heath"],
}
HALLS = {
    "St Aidan's Church Hall": "Carrowby",
    "Dunstead Scout Hut": "Dunstead",
    "Emberton Library": "Emberton",
    "Fallowfield Youth Centre": "Fallowfield Green",
    "Gorsey Bank Community Centre": "Gorsey Bank",
    "Hatherden Methodist Hall": "Hatherden",
    "Inchbrook Library": "Inchbrook",
    "Kettlewick Village Hall": "Kettlewick",
    "Lanthorpe Quaker Meeting House": "Lanthorpe",
    "Marley Cross Sports Pavilion": "Marley Cross",
    "Nethercote WI Hall": "Nethercote",
    "Pelham Heath Old School Rooms": "Pelham Heath",
}
NETWORKS = ["Mend It Network", "Restart Circle", "Fix Local Alliance"]
FUNDERS = [
    "Hedgerow Trust",
    "Kettle Community Fund",
    "Zero Waste Wyvern",
    "Ashen Downs Rotary Club",
    "Colne Reach Parish Council",
]
DAYS = ["first Saturday", "second Saturday", "last Sunday", "third Thursday evening"]
# café -> (halls, network, funders, day, sister café)
CAFES = {
    "Carrowby Repair Café": (
        ["St Aidan's Church Hall"],
        "Mend It Network",
        ["Hedgerow Trust", "Zero Waste Wyvern"],
        "first Saturday",
        "Dunstead Fix-It Club",
    ),
    "Dunstead Fix-It Club": (
        ["Dunstead Scout Hut"],
        "Mend It Network",
        ["Zero Waste Wyvern"],
        "last Sunday",
        "Carrowby Repair Café",
    ),
    "Emberton Mend and Make": (
        ["Emberton Library", "Fallowfield Youth Centre"],
        "Restart Circle",
        ["Hedgerow Trust"],
        "second Saturday",
        None,
    ),
    "Gorsey Bank Repair Shed": (
        ["Gorsey Bank Community Centre"],
        "Fix Local Alliance",
        ["Kettle Community Fund", "Ashen Downs Rotary Club"],
        "first Saturday",
        "Kettlewick Repair Café",
    ),
    "Hatherden Restart Party": (
        ["Hatherden Methodist Hall", "Inchbrook Library"],
        "Restart Circle",
        ["Ashen Downs Rotary Club"],
        "third Thursday evening",
        None,
    ),
    "Kettlewick Repair Café": (
        ["Kettlewick Village Hall"],
        "Mend It Network",
        ["Kettle Community Fund"],
        "second Saturday",
        "Gorsey Bank Repair Shed",
    ),
    "Lanthorpe Fixers": (
        ["Lanthorpe Quaker Meeting House"],
        "Fix Local Alliance",
        ["Colne Reach Parish Council", "Hedgerow Trust"],
        "last Sunday",
        "Nethercote Repair Café",
    ),
    "Marley Cross Make Do and Mend": (
        ["Marley Cross Sports Pavilion"],
        "Restart Circle",
        ["Colne Reach Parish Council"],
        "first Saturday",
        None,
    ),
    "Nethercote Repair Café": (
        ["Nethercote WI Hall"],
        "Fix Local Alliance",
        ["Colne Reach Parish Council", "Kettle Community Fund"],
        "third Thursday evening",
        "Lanthorpe Fixers",
    ),
    "Pelham Heath Tinkerers": (
        ["Pelham Heath Old School Rooms"],
        "Mend It Network",
        ["Zero Waste Wyvern", "Colne Reach Parish Council"],
        "second Saturday",
        "Marley Cross Make Do and Mend",
    ),
}
SKILLS = [
    "soldering",
    "PAT testing",
    "machine sewing",
    "hand sewing",
    "bike maintenance",
    "woodwork",
    "upholstery",
    "laptop repair",
    "phone screens",
    "clock mending",
    "knife sharpening",
]
JOBS = [
    "retired electrician",
    "mechanical engineer",
    "primary teacher",
    "dressmaker",
    "joiner",
    "IT support technician",
    "bike mechanic",
    "watchmaker",
    "physics student",
    "heating engineer",
]
# item -> category
ITEMS = {
    "toaster": "Electrical appliances",
    "kettle": "Electrical appliances",
    "vacuum cleaner": "Electrical appliances",
    "hair dryer": "Electrical appliances",
    "food mixer": "Electrical appliances",
    "table lamp": "Lighting",
    "standard lamp": "Lighting",
    "radio": "Electronics",
    "laptop": "Electronics",
    "mobile phone": "Electronics",
    "games console": "Electronics",
    "jeans": "Clothing and textiles",
    "winter coat": "Clothing and textiles",
    "handbag": "Clothing and textiles",
    "bicycle": "Bikes and scooters",
    "kick scooter": "Bikes and scooters",
    "dining chair": "Furniture",
    "side table": "Furniture",
    "mantel clock": "Clocks and watches",
    "wristwatch": "Clocks and watches",
}
# brand -> (country, items it makes)
BRANDS = {
    "Hartmann": ("Germany", ["toaster", "kettle", "food mixer"]),
    "Brevello": ("Italy", ["kettle", "toaster", "food mixer"]),
    "Kolbeck": ("Germany", ["vacuum cleaner", "hair dryer"]),
    "Sunderby": ("Sweden", ["vacuum cleaner", "table lamp", "standard lamp"]),
    "Morland and Cole": ("United Kingdom", ["radio", "mantel clock"]),
    "Vantec": ("China", ["laptop", "mobile phone"]),
    "Oriko": ("Japan", ["games console", "radio", "hair dryer"]),
    "Fennimore": ("United Kingdom", ["winter coat", "handbag"]),
    "Zeltra": ("China", ["mobile phone", "laptop", "games console"]),
    "Quayle": ("United Kingdom", ["jeans", "winter coat"]),
    "Pindar Cycles": ("United Kingdom", ["bicycle"]),
    "Saxton": ("Sweden", ["dining chair", "side table"]),
    "Lumeo": ("Italy", ["table lamp", "standard lamp"]),
    "Ravelle": ("Italy", ["handbag", "jeans"]),
    "Norrkrona": ("Sweden", ["wristwatch", "mantel clock"]),
    "Yokaru": ("Japan", ["wristwatch", "kick scooter", "bicycle"]),
    "Castellan": ("Germany", ["kick scooter", "dining chair"]),
}
# part -> (shop, items it fits)
PARTS_FOR = {
    "heating element": ("Sparks Electrical Spares", ["toaster", "kettle", "hair dryer"]),
    "fuse": ("Sparks Electrical Spares", ["toaster", "kettle", "table lamp", "standard lamp"]),
    "drive belt": ("PartsDirect Wyvern", ["vacuum cleaner", "food mixer"]),
    "carbon brushes": ("PartsDirect Wyvern", ["vacuum cleaner", "food mixer"]),
    "power cord": ("Sparks Electrical Spares", ["radio", "table lamp", "standard lamp"]),
    "kettle switch": ("PartsDirect Wyvern", ["kettle"]),
    "laptop battery": ("Byte Back Spares", ["laptop"]),
    "phone screen": ("Byte Back Spares", ["mobile phone"]),
    "zip": ("The Haberdashery Box", ["jeans", "winter coat", "handbag"]),
    "buttons": ("The Haberdashery Box", ["winter coat", "jeans"]),
    "brake cable": ("Ridgeway Cycles", ["bicycle", "kick scooter"]),
    "inner tube": ("Ridgeway Cycles", ["bicycle"]),
    "watch battery": ("Timepiece Supplies", ["wristwatch"]),
    "clock spring": ("Timepiece Supplies", ["mantel clock"]),
    "chair dowels": ("Kettlewick Hardware", ["dining chair", "side table"]),
}
SHOPS = {
    "Sparks Electrical Spares": "Emberton",
    "PartsDirect Wyvern": "Carrowby",
    "Byte Back Spares": "Marley Cross",
    "The Haberdashery Box": "Hatherden",
    "Ridgeway Cycles": "Lanthorpe",
    "Timepiece Supplies": "Nethercote",
    "Kettlewick Hardware": "Kettlewick",
}
# skills that can work on each category
CAN_FIX = {
    "Electrical appliances": ["soldering", "PAT testing"],
    "Lighting": ["soldering", "PAT testing"],
    "Electronics": ["soldering", "laptop repair", "phone screens"],
    "Clothing and textiles": ["machine sewing", "hand sewing"],
    "Bikes and scooters": ["bike maintenance"],
    "Furniture": ["woodwork", "upholstery"],
    "Clocks and watches": ["clock mending"],
}
RESULTS = ["Fixed", "Beyond repair", "Part on order"]
FIRST = [
    "Alun",
    "Bridget",
    "Cyril",
    "Delyth",
    "Eamon",
    "Fenella",
    "Gareth",
    "Hilda",
    "Idris",
    "Joan",
    "Kwame",
    "Lorna",
    "Mostyn",
    "Nia",
    "Oswald",
    "Philippa",
    "Rashid",
    "Sian",
    "Tomasz",
    "Una",
    "Vernon",
    "Winifred",
    "Xavier",
    "Yvonne",
    "Zach",
    "Agnieszka",
    "Barnaby",
    "Chidi",
    "Dilys",
    "Ewan",
]
LAST = [
    "Aubrey",
    "Bellamy",
    "Catterall",
    "Dimmock",
    "Entwistle",
    "Furness",
    "Goodall",
    "Hepworth",
    "Illingworth",
    "Jowett",
    "Kershaw",
    "Lindqvist",
    "Moorhouse",
    "Nuttall",
    "Okafor",
    "Pilkington",
    "Quarmby",
    "Rhodes",
    "Shackleton",
    "Tattersall",
    "Umpleby",
    "Venables",
    "Wadsworth",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5656)
    facts: list[tuple[str, str, str]] = []
    towns = [t for ts in DISTRICTS.values() for t in ts]
    for district, ts in DISTRICTS.items():
        facts += [(t, DISTRICT, district) for t in ts]
    for hall, town in HALLS.items():
        facts.append((hall, HALL_TOWN, town))
    taken: set[str] = set()
    convenors = full_names(rng, FIRST, LAST, len(CAFES), taken)
    fixers = full_names(rng, FIRST, LAST, 46, taken)
    visitors = full_names(rng, FIRST, LAST, 40, taken)
    cafes = list(CAFES)
    for (cafe, (halls, network, funders, day, sister)), conv in zip(
        CAFES.items(), convenors, strict=True
    ):
        facts += [(cafe, MEETS_IN, h) for h in halls]
        facts += [(cafe, CONVENOR, conv), (cafe, NETWORK, network), (cafe, WHEN, day)]
        facts += [(cafe, GRANT, f) for f in funders]
        if sister is not None:
            facts.append((cafe, SISTER, sister))
        facts.append((conv, LIVES, rng.choice(towns)))
    fixers_at: dict[str, list[str]] = {c: [] for c in cafes}
    skills_of: dict[str, list[str]] = {}
    for i, fx in enumerate(fixers):
        for c in sorted(rng.sample(cafes, 1 if rng.random() < 0.72 else 2)):
            facts.append((fx, FIXES_AT, c))
            fixers_at[c].append(fx)
        skills_of[fx] = sorted(rng.sample(SKILLS, rng.randint(1, 3)))
        facts += [(fx, SKILL, s) for s in skills_of[fx]]
        facts += [(fx, LIVES, rng.choice(towns)), (fx, DAY_JOB, rng.choice(JOBS))]
        if i >= 8 and rng.random() < 0.6:
            facts.append((fx, TRAINED, rng.choice(fixers[:i])))
    for v in visitors:
        facts.append((v, LIVES, rng.choice(towns)))
    for item, category in ITEMS.items():
        facts.append((item, CATEGORY, category))
    for brand, (country, _) in BRANDS.items():
        facts.append((brand, ORIGIN, country))
    for part, (shop, _) in PARTS_FOR.items():
        facts.append((part, SHOP, shop))
    for shop, town in SHOPS.items():
        facts.append((shop, SHOP_TOWN, town))
    items = list(ITEMS)
    for n in range(62):
        ticket = f"Ticket {101 + n}"
        cafe = cafes[n % len(cafes)]
        item = rng.choice(items)
        makers = [b for b, (_, made) in BRANDS.items() if item in made]
        facts += [(ticket, ITEM, item), (ticket, BRAND, rng.choice(makers))]
        facts += [(ticket, LOGGED, cafe), (ticket, BROUGHT, rng.choice(visitors))]
        able = set(CAN_FIX[ITEMS[item]])
        good = [f for f in fixers_at[cafe] if able & set(skills_of[f])] or fixers_at[cafe]
        facts += [
            (ticket, FIXER, f) for f in sorted(rng.sample(good, min(len(good), 1 + (n % 4 == 0))))
        ]
        result = RESULTS[0] if rng.random() < 0.6 else rng.choice(RESULTS[1:])
        facts.append((ticket, RESULT, result))
        fits = [p for p, (_, fit) in PARTS_FOR.items() if item in fit]
        if result != "Beyond repair" and fits and rng.random() < 0.7:
            facts += [
                (ticket, PARTS, p)
                for p in sorted(rng.sample(fits, 1 if rng.random() < 0.8 else min(2, len(fits))))
            ]
    return facts


F, B = "->", "<-"

QUESTIONS: list[Any] = [
    (
        "rc01",
        "who runs carrowby repair cafe?",
        ["Carrowby Repair Café"],
        [(CONVENOR, F)],
        ["Ewan Lindqvist"],
    ),
    (
        "rc02",
        "which hall does the Hatherden Restart Party use",
        ["Hatherden Restart Party"],
        [(MEETS_IN, F)],
        ["Hatherden Methodist Hall", "Inchbrook Library"],
    ),
    (
        "rc03",
        "Lanthorpe Fixers funding - who pays for it?",
        ["Lanthorpe Fixers"],
        [(GRANT, F)],
        ["Colne Reach Parish Council", "Hedgerow Trust"],
    ),
    (
        "rc04",
        "what day does the Nethercote Repair Cafe run",
        ["Nethercote Repair Café"],
        [(WHEN, F)],
        ["third Thursday evening"],
    ),
    (
        "rc05",
        "which cafes belong to the Restart Circle?",
        ["Restart Circle"],
        [(NETWORK, B)],
        ["Emberton Mend and Make", "Hatherden Restart Party", "Marley Cross Make Do and Mend"],
    ),
    (
        "rc06",
        "who fixes things at the Gorsey Bank shed",
        ["Gorsey Bank Repair Shed"],
        [(FIXES_AT, B)],
        [
            "Barnaby Pilkington",
            "Bridget Nuttall",
            "Chidi Shackleton",
            "Eamon Tattersall",
            "Ewan Furness",
            "Gareth Shackleton",
            "Sian Aubrey",
        ],
    ),
    (
        "rc07",
        "what's Yvonne Quarmby good at",
        ["Yvonne Quarmby"],
        [(SKILL, F)],
        ["PAT testing", "phone screens", "upholstery"],
    ),
    ("rc08", "Where is Chidi Shackleton from?", ["Chidi Shackleton"], [(LIVES, F)], ["Nethercote"]),
    (
        "rc09",
        "who taught Delyth Furness how to mend stuff",
        ["Delyth Furness"],
        [(TRAINED, F)],
        ["Gareth Okafor"],
    ),
    (
        "rc10",
        "what does Zach Kershaw do for a living?",
        ["Zach Kershaw"],
        [(DAY_JOB, F)],
        ["retired electrician"],
    ),
    ("rc11", "ticket 128 - what came in?", ["Ticket 128"], [(ITEM, F)], ["mantel clock"]),
    ("rc12", "who made the thing on Ticket 141", ["Ticket 141"], [(BRAND, F)], ["Vantec"]),
    (
        "rc13",
        "Which café took in ticket 119?",
        ["Ticket 119"],
        [(LOGGED, F)],
        ["Nethercote Repair Café"],
    ),
    (
        "rc14",
        "who worked on Ticket 145?",
        ["Ticket 145"],
        [(FIXER, F)],
        ["Lorna Rhodes", "Yvonne Quarmby"],
    ),
    ("rc15", "how did ticket 137 end up", ["Ticket 137"], [(RESULT, F)], ["Part on order"]),
    (
        "rc16",
        "parts fitted on Ticket 151",
        ["Ticket 151"],
        [(PARTS, F)],
        ["fuse", "heating element"],
    ),
    ("rc17", "whose was Ticket 110?", ["Ticket 110"], [(BROUGHT, F)], ["Kwame Catterall"]),
    (
        "rc18",
        "which supplier sells inner tubes",
        ["inner tube"],
        [(SHOP, F)],
        ["Ridgeway Cycles"],
    ),
    ("rc19", "what country is Norrkrona from", ["Norrkrona"], [(ORIGIN, F)], ["Sweden"]),
    (
        "rc20",
        "what counts as furniture at the cafes?",
        ["Furniture"],
        [(CATEGORY, B)],
        ["dining chair", "side table"],
    ),
    (
        "rc21",
        "what town is the Dunstead Fix-It Club held in",
        ["Dunstead Fix-It Club"],
        [(MEETS_IN, F), (HALL_TOWN, F)],
        ["Dunstead"],
    ),
    (
        "rc22",
        "hometown of the person running Pelham Heath Tinkerers?",
        ["Pelham Heath Tinkerers"],
        [(CONVENOR, F), (LIVES, F)],
        ["Carrowby"],
    ),
    (
        "rc23",
        "what are the fixers at Nethercote Repair Café good at",
        ["Nethercote Repair Café"],
        [(FIXES_AT, B), (SKILL, F)],
        [
            "clock mending",
            "hand sewing",
            "knife sharpening",
            "laptop repair",
            "machine sewing",
            "upholstery",
            "woodwork",
        ],
    ),
    (
        "rc24",
        "which cafe does the person who showed Tomasz Illingworth the ropes help out at",
        ["Tomasz Illingworth"],
        [(TRAINED, F), (FIXES_AT, F)],
        ["Lanthorpe Fixers"],
    ),
    (
        "rc25",
        "whose makes turn up at the Kettlewick cafe",
        ["Kettlewick Repair Café"],
        [(LOGGED, B), (BRAND, F)],
        ["Brevello", "Kolbeck", "Saxton", "Yokaru"],
    ),
    (
        "rc26",
        "what country made the item on ticket 114?",
        ["Ticket 114"],
        [(BRAND, F), (ORIGIN, F)],
        ["China"],
    ),
    (
        "rc27",
        "which supplier sells the part put into ticket 104",
        ["Ticket 104"],
        [(PARTS, F), (SHOP, F)],
        ["Kettlewick Hardware"],
    ),
    (
        "rc28",
        "who came in with things Sian Shackleton worked on?",
        ["Sian Shackleton"],
        [(FIXER, B), (BROUGHT, F)],
        ["Bridget Illingworth", "Vernon Dimmock", "Yvonne Nuttall"],
    ),
    (
        "rc29",
        "what sort of stuff does Hatherden Restart Party get",
        ["Hatherden Restart Party"],
        [(LOGGED, B), (ITEM, F)],
        ["bicycle", "food mixer", "mobile phone", "standard lamp", "table lamp"],
    ),
    (
        "rc30",
        "umbrella groups of the cafes Zero Waste Wyvern pays for",
        ["Zero Waste Wyvern"],
        [(GRANT, B), (NETWORK, F)],
        ["Mend It Network"],
    ),
    (
        "rc31",
        "which day is Carrowby Repair Café's twin cafe held?",
        ["Carrowby Repair Café"],
        [(SISTER, F), (WHEN, F)],
        ["last Sunday"],
    ),
    (
        "rc32",
        "which towns do the Lanthorp Fixers helpers come from",
        ["Lanthorpe Fixers"],
        [(FIXES_AT, B), (LIVES, F)],
        [
            "Carrowby",
            "Hatherden",
            "Inchbrook",
            "Lanthorpe",
            "Marley Cross",
            "Nethercote",
            "Pelham Heath",
        ],
    ),
    (
        "rc33",
        "who fixed the mantel clocks?",
        ["mantel clock"],
        [(ITEM, B), (FIXER, F)],
        ["Hilda Jowett", "Oswald Jowett", "Oswald Wadsworth", "Zach Pilkington", "Zach Tattersall"],
    ),
    (
        "rc34",
        "what do the people Hilda Jowett taught do for work",
        ["Hilda Jowett"],
        [(TRAINED, B), (DAY_JOB, F)],
        ["IT support technician", "bike mechanic"],
    ),
    (
        "rc35",
        "what parts have gone into kettles",
        ["kettle"],
        [(ITEM, B), (PARTS, F)],
        ["fuse", "heating element", "kettle switch"],
    ),
    (
        "rc36",
        "halls used by cafes that the Hedgerow Trust pays for",
        ["Hedgerow Trust"],
        [(GRANT, B), (MEETS_IN, F)],
        [
            "Emberton Library",
            "Fallowfield Youth Centre",
            "Lanthorpe Quaker Meeting House",
            "St Aidan's Church Hall",
        ],
    ),
    (
        "rc37",
        "which district is Inchbrook Library in?",
        ["Inchbrook Library"],
        [(HALL_TOWN, F), (DISTRICT, F)],
        ["Ashen Downs"],
    ),
    (
        "rc38",
        "yvonne nuttall took her stuff to which cafes",
        ["Yvonne Nuttall"],
        [(BROUGHT, B), (LOGGED, F)],
        [
            "Carrowby Repair Café",
            "Emberton Mend and Make",
            "Gorsey Bank Repair Shed",
            "Hatherden Restart Party",
            "Kettlewick Repair Café",
            "Lanthorpe Fixers",
        ],
    ),
    (
        "rc39",
        "who organises the cafés in the Fix Local Aliance",
        ["Fix Local Alliance"],
        [(NETWORK, B), (CONVENOR, F)],
        ["Alun Catterall", "Oswald Lindqvist", "Una Moorhouse"],
    ),
    (
        "rc40",
        "cafes with a retired electrician on the fixing team",
        ["retired electrician"],
        [(DAY_JOB, B), (FIXES_AT, F)],
        [
            "Carrowby Repair Café",
            "Dunstead Fix-It Club",
            "Emberton Mend and Make",
            "Kettlewick Repair Café",
            "Lanthorpe Fixers",
            "Nethercote Repair Café",
            "Pelham Heath Tinkerers",
        ],
    ),
    (
        "rc41",
        "which district is the hall of Kettlewick Repair Café in",
        ["Kettlewick Repair Café"],
        [(MEETS_IN, F), (HALL_TOWN, F), (DISTRICT, F)],
        ["Ashen Downs"],
    ),
    (
        "rc42",
        "what countries are the makers of Hilda Quarmby's things from?",
        ["Hilda Quarmby"],
        [(BROUGHT, B), (BRAND, F), (ORIGIN, F)],
        ["Sweden", "United Kingdom"],
    ),
    (
        "rc43",
        "which suppliers sell the parts fitted at Pelham Heath Tinkerers",
        ["Pelham Heath Tinkerers"],
        [(LOGGED, B), (PARTS, F), (SHOP, F)],
        [
            "Kettlewick Hardware",
            "Ridgeway Cycles",
            "Sparks Electrical Spares",
            "The Haberdashery Box",
            "Timepiece Supplies",
        ],
    ),
    (
        "rc44",
        "where is the mentor of ticket 149's fixers from?",
        ["Ticket 149"],
        [(FIXER, F), (TRAINED, F), (LIVES, F)],
        ["Hatherden"],
    ),
    (
        "rc45",
        "what kinds of thing does the Carrowby cafe's twin take in",
        ["Carrowby Repair Café"],
        [(SISTER, F), (LOGGED, B), (ITEM, F)],
        [
            "bicycle",
            "dining chair",
            "food mixer",
            "jeans",
            "kick scooter",
            "side table",
            "vacuum cleaner",
        ],
    ),
    (
        "rc46",
        "what can the fixers at Oswald Lindqvist's cafe do?",
        ["Oswald Lindqvist"],
        [(CONVENOR, B), (FIXES_AT, B), (SKILL, F)],
        [
            "clock mending",
            "hand sewing",
            "knife sharpening",
            "laptop repair",
            "machine sewing",
            "upholstery",
            "woodwork",
        ],
    ),
    (
        "rc47",
        "day jobs of the people who worked on Kolbeck stuff",
        ["Kolbeck"],
        [(BRAND, B), (FIXER, F), (DAY_JOB, F)],
        [
            "IT support technician",
            "heating engineer",
            "physics student",
            "retired electrician",
            "watchmaker",
        ],
    ),
    (
        "rc48",
        "which umbrella groups are the cafes that saw Bridget Illingworth's things in",
        ["Bridget Illingworth"],
        [(BROUGHT, B), (LOGGED, F), (NETWORK, F)],
        ["Fix Local Alliance", "Mend It Network", "Restart Circle"],
    ),
    (
        "rc49",
        "who runs the cafes where Sian Shackleton's proteges fix",
        ["Sian Shackleton"],
        [(TRAINED, B), (FIXES_AT, F), (CONVENOR, F)],
        ["Mostyn Entwistle"],
    ),
    (
        "rc50",
        "which cafes deal with things made by Swedish firms",
        ["Sweden"],
        [(ORIGIN, B), (BRAND, B), (LOGGED, F)],
        [
            "Carrowby Repair Café",
            "Dunstead Fix-It Club",
            "Emberton Mend and Make",
            "Gorsey Bank Repair Shed",
            "Hatherden Restart Party",
            "Kettlewick Repair Café",
            "Marley Cross Make Do and Mend",
            "Pelham Heath Tinkerers",
        ],
    ),
    (
        "rc51",
        "where are the people from who brought in food mixers?",
        ["food mixer"],
        [(ITEM, B), (BROUGHT, F), (LIVES, F)],
        ["Dunstead", "Emberton", "Fallowfield Green", "Marley Cross", "Nethercote", "Pelham Heath"],
    ),
    (
        "rc52",
        "repair cafes whose halls are in colne reach",
        ["Colne Reach"],
        [(DISTRICT, B), (HALL_TOWN, B), (MEETS_IN, B)],
        [
            "Lanthorpe Fixers",
            "Marley Cross Make Do and Mend",
            "Nethercote Repair Café",
            "Pelham Heath Tinkerers",
        ],
    ),
    (
        "rc53",
        "What parts went into electrical appliances at the cafés?",
        ["Electrical appliances"],
        [(CATEGORY, B), (ITEM, B), (PARTS, F)],
        ["carbon brushes", "drive belt", "fuse", "heating element", "kettle switch"],
    ),
    (
        "rc54",
        "Vernon Moorhouse's teacher's teacher - hometown?",
        ["Vernon Moorhouse"],
        [(TRAINED, F), (TRAINED, F), (LIVES, F)],
        ["Hatherden"],
    ),
    (
        "rc55",
        "where are the organisers of the Mend It Network cafes based",
        ["Mend It Network"],
        [(NETWORK, B), (CONVENOR, F), (LIVES, F)],
        ["Carrowby", "Gorsey Bank"],
    ),
    ("rc56", "who runs the Thornbury Repair Café?", 1),
    ("rc57", "what's Margery Blenkinsop good at fixing", 1),
    ("rc58", "which hall does Oldfield Menders use", 1),
    ("rc59", "what country is Swanmore Appliances from?", 1),
    ("rc60", "where are the fixers at the Ribbleton Repair Shed from", 2),
    (
        "rc61",
        "what time does Carrowby Repair Café open?",
        ["Carrowby Repair Café"],
        1,
        "opening time",
    ),
    (
        "rc62",
        "how many things did Lanthorpe Fixers mend last year",
        ["Lanthorpe Fixers"],
        1,
        "repairs per year",
    ),
    (
        "rc63",
        "phone number for Gorsey Bank Repair Shed",
        ["Gorsey Bank Repair Shed"],
        1,
        "phone number",
    ),
    ("rc64", "how old is Zach Kershaw?", ["Zach Kershaw"], 1, "age"),
    ("rc65", "how much did the fix on Ticket 114 cost", ["Ticket 114"], 1, "cost"),
    ("rc66", "Mend It Network website", ["Mend It Network"], 1, "website"),
    (
        "rc67",
        "when did the Hedgerow Trust start paying for repair cafes?",
        ["Hedgerow Trust"],
        1,
        "funding start date",
    ),
    ("rc68", "how heavy was the thing on ticket 116", ["Ticket 116"], 1, "weight"),
    (
        "rc69",
        "is Emberton Library wheelchair accessible?",
        ["Emberton Library"],
        1,
        "step-free access",
    ),
    (
        "rc70",
        "Sparks Electrical Spares opening hours",
        ["Sparks Electrical Spares"],
        1,
        "opening hours",
    ),
    ("rc71", "who taught Zach Kershaw?", ["Zach Kershaw"], 1, "none for entity: trainee_of"),
    (
        "rc72",
        "what parts were fitted on Ticket 107",
        ["Ticket 107"],
        1,
        "none for entity: spares[]",
    ),
    (
        "rc73",
        "which cafe is Emberton Mend and Make twinned with?",
        ["Emberton Mend and Make"],
        1,
        "none for entity: sister_cafe",
    ),
    ("rc74", "who runs the Hedgerow Trust", ["Hedgerow Trust"], 1, "none for entity: Convenor"),
    (
        "rc75",
        "what is Ewan Lindqvist good at fixing?",
        ["Ewan Lindqvist"],
        1,
        "none for entity: SKILL",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5657), range(10000), "fix-{:04d}.rc")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
