"""Build the `food-banks` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional county network of food banks and their volunteer drivers: food banks with their
town, the charity that runs them, their manager, the depots they restock from, the partner
supermarkets that give to them and the items they are short of; supermarkets with their town
and chain; depots with their town; volunteer drivers with the food banks they drive for, their
home town, the van they drive and who inducted them; vans with their make and the food bank
they are based at; delivery rounds with their base food bank, drivers and drop-off points;
drop-off points with their town; collection drives with the food bank they help, the store
they are held at, their coordinator and the items they ask for; towns with their county.
Every person, place and firm is invented. The schema and the fixed places are written by hand
below; a seeded generator (`random.Random(5252)`) draws the people's names and the filler
facts. The questions are written by hand at the bottom by name and path; their answers are
computed from the graph by `paths.write_questions_by_name` and checked against the answers
written beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/food-banks/make_graph.py
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

IN_COUNTY = "adminArea"
FB_TOWN = "located_in"
RUN_BY = "operatedBy"
MANAGER = "mgr"
RESTOCK = "restocks from"
DONOR = "partner_store"
SHORT_OF = "needs"
STORE_TOWN = "store.town"
CHAIN = "BRAND"
DEPOT_TOWN = "depot_loc"
DRIVES_FOR = "volunteersWith"
HOME = "res_town"
DRIVES = "assigned vehicle"
MAKE = "mfr"
BASED = "garaged_at"
INDUCTED = "inducted_by"
ROUND_BASE = "dispatchedFrom"
ROUND_DRIVER = "DRIVER"
DROP = "stops at"
DROP_TOWN = "site.town"
DRIVE_FOR = "benefits"
HELD_AT = "held at"
COORD = "coordinatorOf"
ASKS = "collects"

COUNTIES = {
    "Westmarch": ["Ashby Lane", "Corran", "Felbridge", "Hollins Cross"],
    "Eastholm": ["Brackwater", "Denby Vale", "Otterburn Mill", "Saltcote"],
    "Northwold": ["Garstang Moor", "Keldholme", "Ryecroft", "Thornaby Bridge"],
}
CHARITIES = [
    "Open Larder Trust",
    "Churches Together Food Aid",
    "Harvest Table",
    "Northwold Community Pantry",
]
# food bank -> (town, charity, depots)
BANKS = {
    "Ashby Lane Food Bank": ("Ashby Lane", "Open Larder Trust", ["Corran Central Depot"]),
    "Corran Community Larder": ("Corran", "Harvest Table", ["Corran Central Depot"]),
    "Felbridge Foodshare": (
        "Felbridge",
        "Churches Together Food Aid",
        ["Corran Central Depot", "Brackwater Cold Store"],
    ),
    "Brackwater Food Bank": ("Brackwater", "Open Larder Trust", ["Brackwater Cold Store"]),
    "Denby Vale Pantry": ("Denby Vale", "Churches Together Food Aid", ["Brackwater Cold Store"]),
    "Saltcote Kitchen Cupboard": (
        "Saltcote",
        "Harvest Table",
        ["Saltcote Wharf Store", "Brackwater Cold Store"],
    ),
    "Keldholme Food Hub": (
        "Keldholme",
        "Northwold Community Pantry",
        ["Ryecroft Distribution Shed"],
    ),
    "Ryecroft Food Bank": (
        "Ryecroft",
        "Northwold Community Pantry",
        ["Ryecroft Distribution Shed"],
    ),
    "Thornaby Bridge Larder": (
        "Thornaby Bridge",
        "Open Larder Trust",
        ["Ryecroft Distribution Shed", "Saltcote Wharf Store"],
    ),
    "Hollins Cross Food Aid": (
        "Hollins Cross",
        "Churches Together Food Aid",
        ["Corran Central Depot"],
    ),
}
DEPOTS = {
    "Corran Central Depot": "Corran",
    "Brackwater Cold Store": "Brackwater",
    "Saltcote Wharf Store": "Saltcote",
    "Ryecroft Distribution Shed": "Ryecroft",
}
CHAINS = ["Greengrocer's Co-op", "ValuMart", "Pennywise", "Hartley's"]
STORES = {
    "ValuMart Corran": ("Corran", "ValuMart"),
    "ValuMart Ryecroft": ("Ryecroft", "ValuMart"),
    "ValuMart Brackwater": ("Brackwater", "ValuMart"),
    "Pennywise Felbridge": ("Felbridge", "Pennywise"),
    "Pennywise Saltcote": ("Saltcote", "Pennywise"),
    "Pennywise Garstang Moor": ("Garstang Moor", "Pennywise"),
    "Hartley's of Ashby": ("Ashby Lane", "Hartley's"),
    "Hartley's of Denby": ("Denby Vale", "Hartley's"),
    "Co-op Keldholme": ("Keldholme", "Greengrocer's Co-op"),
    "Co-op Otterburn Mill": ("Otterburn Mill", "Greengrocer's Co-op"),
    "Co-op Thornaby": ("Thornaby Bridge", "Greengrocer's Co-op"),
    "Co-op Hollins Cross": ("Hollins Cross", "Greengrocer's Co-op"),
}
ITEMS = [
    "tinned tomatoes",
    "UHT milk",
    "pasta",
    "rice",
    "baked beans",
    "tinned fish",
    "breakfast cereal",
    "nappies",
    "sanitary products",
    "tea bags",
    "coffee",
    "tinned meat",
    "long-life juice",
    "toothpaste",
    "tinned fruit",
    "instant mash",
    "cooking oil",
    "pet food",
]
MAKES = ["Transit", "Vivaro", "Sprinter", "Berlingo", "Kangoo", "e-Dispatch"]
FIRST = [
    "Alan",
    "Bev",
    "Carol",
    "Dev",
    "Elaine",
    "Fraser",
    "Gwen",
    "Hamid",
    "Irene",
    "Jas",
    "Kath",
    "Lenny",
    "Moira",
    "Nasser",
    "Olive",
    "Pete",
    "Rhona",
    "Sunil",
    "Tess",
    "Vic",
    "Wendy",
    "Yusuf",
    "Zofia",
    "Marek",
    "Priya",
    "Colin",
    "Dot",
    "Gary",
    "Hazel",
    "Ian",
]
LAST = [
    "Abbott",
    "Bhatti",
    "Crossley",
    "Duckworth",
    "Eccles",
    "Fairhurst",
    "Gill",
    "Holroyd",
    "Ingham",
    "Jagger",
    "Kowalski",
    "Lumb",
    "Mistry",
    "Naylor",
    "Oldroyd",
    "Pickles",
    "Quirk",
    "Rawcliffe",
    "Sutcliffe",
    "Thackray",
    "Uttley",
    "Varley",
    "Whiteley",
    "Yeadon",
]
DROP_KINDS = [
    "Community Centre",
    "Primary School",
    "Family Hub",
    "Methodist Hall",
    "Sheltered Flats",
    "Surgery",
    "Youth Club",
]
DRIVE_KINDS = [
    "Harvest Appeal",
    "Christmas Collection",
    "Easter Drive",
    "Back to School Drive",
    "Summer Holiday Appeal",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5252)
    facts: list[tuple[str, str, str]] = []
    towns = [t for ts in COUNTIES.values() for t in ts]
    for county, ts in COUNTIES.items():
        facts += [(t, IN_COUNTY, county) for t in ts]
    taken: set[str] = set()
    managers = full_names(rng, FIRST, LAST, len(BANKS), taken)
    drivers = full_names(rng, FIRST, LAST, 84, taken)
    banks = list(BANKS)
    for (bank, (town, charity, depots)), mgr in zip(BANKS.items(), managers, strict=True):
        facts += [(bank, FB_TOWN, town), (bank, RUN_BY, charity), (bank, MANAGER, mgr)]
        facts += [(bank, RESTOCK, d) for d in depots]
        facts += [(bank, SHORT_OF, i) for i in sorted(rng.sample(ITEMS, rng.randint(2, 4)))]
        facts.append((mgr, HOME, rng.choice(towns)))
    for depot, town in DEPOTS.items():
        facts.append((depot, DEPOT_TOWN, town))
    for store, (town, chain) in STORES.items():
        facts += [(store, STORE_TOWN, town), (store, CHAIN, chain)]
        facts += [(store, DONOR, b) for b in sorted(rng.sample(banks, rng.randint(1, 2)))]
    for i, d in enumerate(drivers):
        for b in sorted(rng.sample(banks, 1 if rng.random() < 0.7 else 2)):
            facts.append((d, DRIVES_FOR, b))
        facts.append((d, HOME, rng.choice(towns)))
        if i >= 10 and rng.random() < 0.55:
            facts.append((d, INDUCTED, rng.choice(drivers[:i])))
    for n in range(32):
        van = f"Van {chr(65 + n % 26)}{n // 26 + 1}-{rng.randint(10, 99)}"
        facts += [(van, MAKE, rng.choice(MAKES)), (van, BASED, rng.choice(banks))]
        facts.append((drivers[n * 2 % 84], DRIVES, van))
    drops = []
    for town in towns:
        for kind in rng.sample(DROP_KINDS, rng.randint(3, 4)):
            name = f"{town} {kind}"
            drops.append(name)
            facts.append((name, DROP_TOWN, town))
    for n in range(44):
        rnd = f"Round {n + 1:02d}"
        bank = banks[n % len(banks)]
        facts.append((rnd, ROUND_BASE, bank))
        facts += [(rnd, ROUND_DRIVER, d) for d in sorted(rng.sample(drivers, rng.randint(1, 2)))]
        facts += [(rnd, DROP, s) for s in sorted(rng.sample(drops, rng.randint(2, 4)))]
    stores = list(STORES)
    for n in range(20):
        bank = banks[n % len(banks)]
        drive = f"{bank.split()[0]} {DRIVE_KINDS[(n + n // 10) % len(DRIVE_KINDS)]}"
        facts += [(drive, DRIVE_FOR, bank), (drive, HELD_AT, rng.choice(stores))]
        facts.append((rng.choice(drivers), COORD, drive))
        facts += [(drive, ASKS, i) for i in sorted(rng.sample(ITEMS, rng.randint(2, 3)))]
    return facts


F, B = "->", "<-"

QUESTIONS: list[Any] = [
    (
        "fb01",
        "who runs the Brackwater Food Bank?",
        ["Brackwater Food Bank"],
        [(RUN_BY, F)],
        ["Open Larder Trust"],
    ),
    (
        "fb02",
        "Ashby Lane Food Bank manager",
        ["Ashby Lane Food Bank"],
        [(MANAGER, F)],
        ["Hazel Naylor"],
    ),
    (
        "fb03",
        "which depot does Felbridge Foodshare get its stock from",
        ["Felbridge Foodshare"],
        [(RESTOCK, F)],
        ["Brackwater Cold Store", "Corran Central Depot"],
    ),
    (
        "fb04",
        "what's Keldholme Food Hub short of at the moment?",
        ["Keldholme Food Hub"],
        [(SHORT_OF, F)],
        ["baked beans", "rice", "tinned fruit", "tinned meat"],
    ),
    (
        "fb05",
        "which supermarkets give food to Ryecroft Food Bank?",
        ["Ryecroft Food Bank"],
        [(DONOR, B)],
        [
            "Co-op Otterburn Mill",
            "Co-op Thornaby",
            "Pennywise Garstang Moor",
            "Pennywise Saltcote",
            "ValuMart Brackwater",
        ],
    ),
    (
        "fb06",
        "who drives for corran community larder",
        ["Corran Community Larder"],
        [(DRIVES_FOR, B)],
        [
            "Colin Kowalski",
            "Colin Uttley",
            "Ian Mistry",
            "Kath Gill",
            "Kath Ingham",
            "Marek Mistry",
            "Moira Pickles",
            "Olive Gill",
            "Priya Uttley",
            "Rhona Whiteley",
        ],
    ),
    ("fb07", "Where does Kath Sutcliffe live?", ["Kath Sutcliffe"], [(HOME, F)], ["Felbridge"]),
    ("fb08", "what make is Van J1-18?", ["Van J1-18"], [(MAKE, F)], ["Kangoo"]),
    (
        "fb09",
        "who brought Hazel Eccles in as a volunteer",
        ["Hazel Eccles"],
        [(INDUCTED, F)],
        ["Irene Lumb"],
    ),
    ("fb10", "Round 07 drivers", ["Round 07"], [(ROUND_DRIVER, F)], ["Kath Sutcliffe"]),
    (
        "fb11",
        "where does Round 03 drop parcels off?",
        ["Round 03"],
        [(DROP, F)],
        ["Felbridge Surgery", "Keldholme Family Hub", "Keldholme Surgery"],
    ),
    (
        "fb12",
        "Which town is the Saltcote Wharf Store in?",
        ["Saltcote Wharf Store"],
        [(DEPOT_TOWN, F)],
        ["Saltcote"],
    ),
    (
        "fb13",
        "Co-op Thornaby - which chain does it belong to?",
        ["Co-op Thornaby"],
        [(CHAIN, F)],
        ["Greengrocer's Co-op"],
    ),
    (
        "fb14",
        "what is the Saltcote Harvest Appeal asking people to donate",
        ["Saltcote Harvest Appeal"],
        [(ASKS, F)],
        ["coffee", "cooking oil", "tinned fruit"],
    ),
    (
        "fb15",
        "who's organising the Denby Harvest Appeal?",
        ["Denby Harvest Appeal"],
        [(COORD, B)],
        ["Rhona Rawcliffe"],
    ),
    (
        "fb16",
        "Which vans are kept at Thornaby Bridge Larder?",
        ["Thornaby Bridge Larder"],
        [(BASED, B)],
        ["Van B2-96", "Van J1-18", "Van W1-15", "Van X1-65"],
    ),
    (
        "fb17",
        "what county is Otterburn Mill in",
        ["Otterburn Mill"],
        [(IN_COUNTY, F)],
        ["Eastholm"],
    ),
    (
        "fb18",
        "Which food banks does Churches Together Food Aid look after?",
        ["Churches Together Food Aid"],
        [(RUN_BY, B)],
        ["Denby Vale Pantry", "Felbridge Foodshare", "Hollins Cross Food Aid"],
    ),
    (
        "fb19",
        "list the delivery rounds that go out from Denby Vale Pantry",
        ["Denby Vale Pantry"],
        [(ROUND_BASE, B)],
        ["Round 05", "Round 15", "Round 25", "Round 35"],
    ),
    (
        "fb20",
        "where's the Hollins Harvest Appeal collection happening?",
        ["Hollins Harvest Appeal"],
        [(HELD_AT, F)],
        ["Pennywise Felbridge"],
    ),
    (
        "fb21",
        "Saltcote Kitchen Cupboard's manager lives in what town?",
        ["Saltcote Kitchen Cupboard"],
        [(MANAGER, F), (HOME, F)],
        ["Corran"],
    ),
    (
        "fb22",
        "what make of van does Moira Pickles drive",
        ["Moira Pickles"],
        [(DRIVES, F), (MAKE, F)],
        ["Vivaro"],
    ),
    (
        "fb23",
        "Which towns are the supermarkets that donate to Keldholme Food Hub in?",
        ["Keldholme Food Hub"],
        [(DONOR, B), (STORE_TOWN, F)],
        ["Brackwater", "Keldholme", "Otterburn Mill"],
    ),
    (
        "fb24",
        "who drives the rounds from Felbridge Foodshare?",
        ["Felbridge Foodshare"],
        [(ROUND_BASE, B), (ROUND_DRIVER, F)],
        [
            "Alan Bhatti",
            "Gary Holroyd",
            "Irene Abbott",
            "Irene Sutcliffe",
            "Irene Varley",
            "Irene Whiteley",
            "Marek Mistry",
            "Priya Yeadon",
            "Wendy Eccles",
        ],
    ),
    (
        "fb25",
        "which county is the Brackwater Food Bank in",
        ["Brackwater Food Bank"],
        [(FB_TOWN, F), (IN_COUNTY, F)],
        ["Eastholm"],
    ),
    (
        "fb26",
        "where are the depots Thornaby Bridge Larder restocks from?",
        ["Thornaby Bridge Larder"],
        [(RESTOCK, F), (DEPOT_TOWN, F)],
        ["Ryecroft", "Saltcote"],
    ),
    (
        "fb27",
        "Which food banks do Round 08's drivers volunteer with?",
        ["Round 08"],
        [(ROUND_DRIVER, F), (DRIVES_FOR, F)],
        ["Ashby Lane Food Bank", "Denby Vale Pantry"],
    ),
    (
        "fb28",
        "which chains have stores that support Ryecroft Food Bank",
        ["Ryecroft Food Bank"],
        [(DONOR, B), (CHAIN, F)],
        ["Greengrocer's Co-op", "Pennywise", "ValuMart"],
    ),
    (
        "fb29",
        "who inducted the driver of Van W1-15?",
        ["Van W1-15"],
        [(DRIVES, B), (INDUCTED, F)],
        ["Olive Duckworth"],
    ),
    (
        "fb30",
        "Which towns does Round 02 deliver to?",
        ["Round 02"],
        [(DROP, F), (DROP_TOWN, F)],
        ["Brackwater", "Corran", "Garstang Moor"],
    ),
    (
        "fb31",
        "Who runs the food bank the Hollins Summer Holiday Appeal is raising food for?",
        ["Hollins Summer Holiday Appeal"],
        [(DRIVE_FOR, F), (RUN_BY, F)],
        ["Churches Together Food Aid"],
    ),
    (
        "fb32",
        "Which food banks get their stock from the depot in Ryecroft?",
        ["Ryecroft"],
        [(DEPOT_TOWN, B), (RESTOCK, B)],
        ["Keldholme Food Hub", "Ryecroft Food Bank", "Thornaby Bridge Larder"],
    ),
    (
        "fb33",
        "what is the food bank where Van K1-73 is parked up running low on?",
        ["Van K1-73"],
        [(BASED, F), (SHORT_OF, F)],
        ["coffee", "instant mash", "tinned fish"],
    ),
    (
        "fb34",
        "who manages the food banks that Harvest Table runs?",
        ["Harvest Table"],
        [(RUN_BY, B), (MANAGER, F)],
        ["Hazel Whiteley", "Ian Abbott"],
    ),
    (
        "fb35",
        "food drives at ValuMart Corran - what are they collecting?",
        ["ValuMart Corran"],
        [(HELD_AT, B), (ASKS, F)],
        [
            "baked beans",
            "breakfast cereal",
            "coffee",
            "cooking oil",
            "sanitary products",
            "tinned fruit",
        ],
    ),
    (
        "fb36",
        "Which rounds stop somewhere in Keldholme?",
        ["Keldholme"],
        [(DROP_TOWN, B), (DROP, B)],
        [
            "Round 03",
            "Round 05",
            "Round 10",
            "Round 12",
            "Round 13",
            "Round 18",
            "Round 19",
            "Round 21",
            "Round 22",
            "Round 23",
            "Round 25",
            "Round 28",
            "Round 33",
            "Round 37",
            "Round 40",
        ],
    ),
    (
        "fb37",
        "where do the volunteers Hazel Eccles inducted live",
        ["Hazel Eccles"],
        [(INDUCTED, B), (HOME, F)],
        ["Garstang Moor"],
    ),
    (
        "fb38",
        "which food banks does the coordinator of the Corran Christmas Collection drive for?",
        ["Corran Christmas Collection"],
        [(COORD, B), (DRIVES_FOR, F)],
        ["Keldholme Food Hub"],
    ),
    (
        "fb39",
        "food banks in Northwold",
        ["Northwold"],
        [(IN_COUNTY, B), (FB_TOWN, B)],
        ["Keldholme Food Hub", "Ryecroft Food Bank", "Thornaby Bridge Larder"],
    ),
    (
        "fb40",
        "the shops in Denby Vale give to which food banks?",
        ["Denby Vale"],
        [(STORE_TOWN, B), (DONOR, F)],
        ["Hollins Cross Food Aid"],
    ),
    (
        "fb41",
        "which county does the manager of Ashby Lane Food Bank live in?",
        ["Ashby Lane Food Bank"],
        [(MANAGER, F), (HOME, F), (IN_COUNTY, F)],
        ["Northwold"],
    ),
    (
        "fb42",
        "What makes are the vans driven by the people on Round 09?",
        ["Round 09"],
        [(ROUND_DRIVER, F), (DRIVES, F), (MAKE, F)],
        ["Sprinter", "Transit"],
    ),
    (
        "fb43",
        "which towns are the shops hosting Brackwater Food Bank's collection drives in",
        ["Brackwater Food Bank"],
        [(DRIVE_FOR, B), (HELD_AT, F), (STORE_TOWN, F)],
        ["Ashby Lane", "Garstang Moor"],
    ),
    (
        "fb44",
        "Who runs the food bank where Hazel Bhatti's van is kept?",
        ["Hazel Bhatti"],
        [(DRIVES, F), (BASED, F), (RUN_BY, F)],
        ["Open Larder Trust"],
    ),
    (
        "fb45",
        "what towns are the depots in that restock the food banks Co-op Otterburn Mill gives to",
        ["Co-op Otterburn Mill"],
        [(DONOR, F), (RESTOCK, F), (DEPOT_TOWN, F)],
        ["Ryecroft"],
    ),
    (
        "fb46",
        "where do the drivers on Corran Community Larder's rounds live?",
        ["Corran Community Larder"],
        [(ROUND_BASE, B), (ROUND_DRIVER, F), (HOME, F)],
        ["Corran", "Felbridge", "Garstang Moor", "Hollins Cross", "Thornaby Bridge"],
    ),
    (
        "fb47",
        "who manages the food banks that the people Moira Pickles inducted volunteer at",
        ["Moira Pickles"],
        [(INDUCTED, B), (DRIVES_FOR, F), (MANAGER, F)],
        ["Ian Abbott", "Ian Uttley"],
    ),
    (
        "fb48",
        "what are the food banks in Eastholm short of?",
        ["Eastholm"],
        [(IN_COUNTY, B), (FB_TOWN, B), (SHORT_OF, F)],
        [
            "UHT milk",
            "coffee",
            "instant mash",
            "pet food",
            "sanitary products",
            "tinned fish",
            "tinned meat",
            "tinned tomatoes",
        ],
    ),
    (
        "fb49",
        "which charities run the food banks that ValuMart's stores donate to",
        ["ValuMart"],
        [(CHAIN, B), (DONOR, F), (RUN_BY, F)],
        ["Harvest Table", "Northwold Community Pantry"],
    ),
    (
        "fb50",
        "Which county are Round 05's drop-off points in?",
        ["Round 05"],
        [(DROP, F), (DROP_TOWN, F), (IN_COUNTY, F)],
        ["Northwold", "Westmarch"],
    ),
    (
        "fb51",
        "who coordinates the collection drives for food banks run by the Open Larder Trust",
        ["Open Larder Trust"],
        [(RUN_BY, B), (DRIVE_FOR, B), (COORD, B)],
        [
            "Alan Bhatti",
            "Irene Abbott",
            "Kath Fairhurst",
            "Rhona Rawcliffe",
            "Sunil Abbott",
            "Wendy Eccles",
        ],
    ),
    (
        "fb52",
        "Which food banks send out rounds driven by people from Saltcote?",
        ["Saltcote"],
        [(HOME, B), (ROUND_DRIVER, B), (ROUND_BASE, F)],
        [
            "Ashby Lane Food Bank",
            "Denby Vale Pantry",
            "Hollins Cross Food Aid",
            "Keldholme Food Hub",
            "Ryecroft Food Bank",
            "Saltcote Kitchen Cupboard",
            "Thornaby Bridge Larder",
        ],
    ),
    (
        "fb53",
        "what makes of van are garaged at the food banks supplied by Brackwater Cold Store?",
        ["Brackwater Cold Store"],
        [(RESTOCK, B), (BASED, B), (MAKE, F)],
        ["Kangoo", "Sprinter", "Transit", "Vivaro", "e-Dispatch"],
    ),
    (
        "fb54",
        "the people coordinating drives at hartley's of denby, which towns are they from",
        ["Hartley's of Denby"],
        [(HELD_AT, B), (COORD, B), (HOME, F)],
        ["Denby Vale", "Garstang Moor", "Hollins Cross", "Otterburn Mill"],
    ),
    (
        "fb55",
        "where do the volunteers who inducted Round 06's drivers live?",
        ["Round 06"],
        [(ROUND_DRIVER, F), (INDUCTED, F), (HOME, F)],
        ["Ashby Lane", "Hollins Cross"],
    ),
    ("fb56", "who manages the Millbrook Food Bank?", 1),
    ("fb57", "which van does Trevor Ackroyd drive", 1),
    ("fb58", "Which supermarkets donate to Penistone Pantry?", 1),
    ("fb59", "what county is Holmfirth in", 1),
    ("fb60", "who runs the rounds out of the Skelmanthorpe Larder, and where do they live?", 2),
    (
        "fb61",
        "what are Ashby Lane Food Bank's opening hours?",
        ["Ashby Lane Food Bank"],
        1,
        "opening hours",
    ),
    ("fb62", "Harvest Table charity number", ["Harvest Table"], 1, "registered charity number"),
    ("fb63", "how old is Kath Sutcliffe?", ["Kath Sutcliffe"], 1, "age"),
    (
        "fb64",
        "what's the phone number for Felbridge Foodshare",
        ["Felbridge Foodshare"],
        1,
        "phone number",
    ),
    (
        "fb65",
        "how many food parcels did Ryecroft Food Bank hand out last year?",
        ["Ryecroft Food Bank"],
        1,
        "parcels given out",
    ),
    ("fb66", "how many miles has Van J1-18 done", ["Van J1-18"], 1, "mileage"),
    ("fb67", "what time does Round 07 set off?", ["Round 07"], 1, "departure time"),
    ("fb68", "who is the chief executive of ValuMart?", ["ValuMart"], 1, "chief executive"),
    ("fb69", "postcode of Corran Central Depot", ["Corran Central Depot"], 1, "postcode"),
    ("fb70", "When was Denby Vale Pantry set up?", ["Denby Vale Pantry"], 1, "founding date"),
    ("fb71", "who inducted Kath Sutcliffe?", ["Kath Sutcliffe"], 1, "none for entity: inducted_by"),
    (
        "fb72",
        "which van does Hazel Duckworth drive?",
        ["Hazel Duckworth"],
        1,
        "none for entity: assigned vehicle",
    ),
    (
        "fb73",
        "what collection drives is Moira Lumb organising",
        ["Moira Lumb"],
        1,
        "none for entity: coordinatorOf",
    ),
    (
        "fb74",
        "which food bank does Hazel Naylor drive for?",
        ["Hazel Naylor"],
        1,
        "none for entity: volunteersWith",
    ),
    (
        "fb75",
        "what's the Open Larder Trust short of",
        ["Open Larder Trust"],
        1,
        "none for entity: needs",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5253), range(100000), "FB-{:05d}-k")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
