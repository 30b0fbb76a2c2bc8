"""Build the `frozen-trades` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional network of home-repair tradespeople: tradespeople with their trade, the firm
they work for, the town they work from, the tradesperson they served their apprenticeship
under, the schemes they are registered with and the college they trained at; firms with
their head-office town, owning group, the builders' merchants they hold trade accounts with
and the trade associations they belong to; homes (by street address) with their town, the
householder, the products fitted in them and the tradespeople who last worked on them;
products with their maker and the merchants that stock them; makers with their country;
merchants with their branch towns; schemes with the association that runs them; colleges
with their town; towns with their county. Every person, firm, home, product and place is
invented (the countries are real). The schema, the firms, groups, merchants, associations,
schemes, colleges, makers, products and places are written by hand below; a seeded
generator (`random.Random(4244)`) draws the people's names, the addresses and the other
filler facts. Every entity has one type (`types` column). The questions are written by hand
at the bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers beside them (computed once
from the path and reviewed by name). Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-trades/make_graph.py
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

TRADE = "Trade"
EMPLOYER = "works-for"
BASE = "basedIn"
MASTER = "apprenticed_under"
CERT = "cert:holds"
COLLEGE = "trainedAt"
HQ = "HQ_TOWN"
GROUP = "sub_of"
ACCOUNT = "acct@"
MEMBER = "mbr"
OCCUPIER = "occupier"
ADDRESS = "addr/town"
FITTED = "installed"
SERVICED = "last serviced by"
MAKER = "mfr"
STOCKED = "stocked_at"
MADE_IN = "made in"
BRANCH = "branch"
COUNTY = "cty"
CAMPUS = "campusTown"
RUN_BY = "administered by"

# county -> towns
COUNTIES = {
    "Marrowshire": ["Pellingford", "Amberley Wick", "Stoke Marrow", "Hatchcombe", "Dunstan Cross"],
    "Fellside": ["Garthwaite", "Keldby", "Ravenstonedale Bridge", "Skelmoor"],
    "Ashdown Vale": ["Tillingham", "Copplestone", "Ashdown Market", "Brayfield", "Winsor Heath"],
    "Southwold Levels": ["Saltbridge", "Fenny Drayton", "Mereworth", "Oxcombe"],
}

# college -> town
COLLEGES = {
    "Pellingford Technical College": "Pellingford",
    "Fellside Building Skills Centre": "Garthwaite",
    "Ashdown College of Construction": "Ashdown Market",
    "Saltbridge Institute of Trades": "Saltbridge",
    "Mereworth Community College": "Mereworth",
}

ASSOCIATIONS = [
    "Hearth & Pipe Guild",
    "Roofwright Federation",
    "Joiners' Fellowship",
    "Sparks Contractors' Association",
]

# scheme -> (association that runs it, trades that register with it)
SCHEMES = {
    "HearthSafe Register": ("Hearth & Pipe Guild", ["heating engineer", "plumber"]),
    "WireMark Approved": ("Sparks Contractors' Association", ["electrician"]),
    "Solid Roof Guarantee": ("Roofwright Federation", ["roofer"]),
    "Glazeguard Certified": ("Joiners' Fellowship", ["glazier", "joiner"]),
    "TrustSeal Trader": (
        "Hearth & Pipe Guild",
        ["plumber", "roofer", "plasterer", "tiler", "painter and decorator", "bricklayer"],
    ),
    "Dampcheck Competent Person": ("Roofwright Federation", ["bricklayer", "plasterer"]),
}

TRADES = [
    "plumber",
    "electrician",
    "roofer",
    "joiner",
    "plasterer",
    "tiler",
    "glazier",
    "heating engineer",
    "bricklayer",
    "painter and decorator",
]

GROUPS = [
    "Keystone Home Services plc",
    "Brightwater Holdings",
    "Fairhaven Property Care Group",
    "Ridgeline Group",
]

# merchant -> branch towns
MERCHANTS = {
    "Halsey Builders' Merchants": ["Pellingford", "Tillingham"],
    "Copperpot Plumbing Supplies": ["Amberley Wick"],
    "Northfell Timber & Sheet": ["Keldby", "Skelmoor"],
    "Greenhow Electrical Wholesale": ["Ashdown Market"],
    "Marsh Lane Roofing Centre": ["Saltbridge"],
    "Drayton Tile & Bathroom": ["Fenny Drayton"],
    "Bramley Trade Counter": ["Brayfield", "Hatchcombe"],
    "Wickens & Daughter": ["Mereworth"],
    "The Glass Yard": ["Copplestone"],
    "Castleton Heating Spares": ["Garthwaite", "Oxcombe"],
}

# firm -> (head-office town, owning group or None)
FIRMS = {
    "Pellingford Plumbing & Heating": ("Pellingford", "Keystone Home Services plc"),
    "A1 Sparks Ltd": ("Amberley Wick", None),
    "Topline Roofing": ("Saltbridge", "Ridgeline Group"),
    "Garthwaite Joinery Co": ("Garthwaite", None),
    "Smooth Finish Plastering": ("Tillingham", "Fairhaven Property Care Group"),
    "Keldby Property Repairs": ("Keldby", "Fairhaven Property Care Group"),
    "Brayfield Bathrooms": ("Brayfield", None),
    "Clearview Glazing": ("Copplestone", "Brightwater Holdings"),
    "Hatchcombe Heating Services": ("Hatchcombe", "Keystone Home Services plc"),
    "Mereworth Maintenance": ("Mereworth", None),
    "Skelmoor Stone & Brick": ("Skelmoor", "Ridgeline Group"),
    "Fenland Electrical": ("Fenny Drayton", "Brightwater Holdings"),
    "Oxcombe Decorators": ("Oxcombe", None),
    "Stoke Marrow Roofing": ("Stoke Marrow", "Ridgeline Group"),
    "Winsor Heath Handyman Services": ("Winsor Heath", "Keystone Home Services plc"),
    "Dunstan Cross Damp Specialists": ("Dunstan Cross", None),
    "Ashdown Home Improvements": ("Ashdown Market", "Fairhaven Property Care Group"),
    "Saltbridge Tiling": ("Saltbridge", None),
}

# maker -> country
MAKERS = {
    "Vektor Heiztechnik": "Germany",
    "Calora": "Italy",
    "Hartwell Controls": "United Kingdom",
    "Nordvarme": "Sweden",
    "Fenestra Polska": "Poland",
    "Kawaguchi Denki": "Japan",
    "Greyslate Quarries": "United Kingdom",
    "Aquaflo": "Italy",
    "Brandt & Sohn": "Germany",
    "Ridgeway Windows": "United Kingdom",
}

# product -> maker
PRODUCTS = {
    "Vektor HX30 combi boiler": "Vektor Heiztechnik",
    "Vektor HX24 system boiler": "Vektor Heiztechnik",
    "Vektor ThermoCyl 150": "Vektor Heiztechnik",
    "Calora Slim 28 boiler": "Calora",
    "Calora Eco radiator valve": "Calora",
    "Hartwell SmartStat": "Hartwell Controls",
    "Hartwell 12-way consumer unit": "Hartwell Controls",
    "Hartwell RCBO board": "Hartwell Controls",
    "Nordvarme AirSource 8kW heat pump": "Nordvarme",
    "Nordvarme AirSource 12kW heat pump": "Nordvarme",
    "Fenestra Classic uPVC window": "Fenestra Polska",
    "Fenestra Tilt-and-Turn window": "Fenestra Polska",
    "Fenestra composite front door": "Fenestra Polska",
    "Kawaguchi hybrid heat pump": "Kawaguchi Denki",
    "Kawaguchi ducted air conditioner": "Kawaguchi Denki",
    "Greyslate Welsh blue roof slate": "Greyslate Quarries",
    "Greyslate ridge tile": "Greyslate Quarries",
    "Aquaflo thermostatic shower": "Aquaflo",
    "Aquaflo mono basin tap": "Aquaflo",
    "Aquaflo electric shower": "Aquaflo",
    "Brandt & Sohn wall-hung WC": "Brandt & Sohn",
    "Brandt & Sohn concealed cistern": "Brandt & Sohn",
    "Ridgeway sash window": "Ridgeway Windows",
    "Ridgeway oak bifold doors": "Ridgeway Windows",
    "Ridgeway secondary glazing": "Ridgeway Windows",
}

FIRST_NAMES = [
    "Alfie",
    "Bethan",
    "Craig",
    "Dawn",
    "Errol",
    "Fran",
    "Glyn",
    "Heidi",
    "Ian",
    "Jodie",
    "Kieran",
    "Lesley",
    "Mo",
    "Nadine",
    "Owain",
    "Paula",
    "Rhys",
    "Shona",
    "Terry",
    "Val",
    "Wayne",
    "Yasmin",
    "Zac",
    "Barry",
    "Carys",
    "Dean",
    "Gemma",
    "Lee",
    "Mandy",
    "Neil",
    "Sunita",
    "Tomasz",
]
LAST_NAMES = [
    "Ackroyd",
    "Birtwistle",
    "Coggins",
    "Dobson",
    "Entwistle",
    "Fairclough",
    "Greenhalgh",
    "Hesketh",
    "Illingworth",
    "Jowett",
    "Kershaw",
    "Lumb",
    "Mottram",
    "Nuttall",
    "Ormerod",
    "Pickles",
    "Rishworth",
    "Sutcliffe",
    "Thwaite",
    "Uttley",
    "Walmsley",
    "Yates",
    "Nowak",
    "Patel",
    "Okonkwo",
    "Bradshaw",
    "Crabtree",
    "Duckworth",
]
STREETS = [
    "Orchard Row",
    "Mill Lane",
    "Chapel Street",
    "Beacon Rise",
    "Tanners Close",
    "Station Road",
    "Quarry Bank",
    "Wheelwright Way",
    "Kiln Terrace",
    "Rookery Gardens",
    "Ferry Walk",
    "Pinfold Court",
    "Hollin Drive",
    "Sexton's Yard",
    "Willow Crescent",
    "Abbey Fold",
    "Nettle Bank",
    "Coronation Avenue",
]


def _people(rng: random.Random, n: int, taken: set[str]) -> list[str]:
    """``n`` full names drawn with ``rng``, none in ``taken`` (then added to it)."""
    out: list[str] = []
    while len(out) < n:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        if name not in taken:
            taken.add(name)
            out.append(name)
    return out


def _addresses(rng: random.Random, n: int) -> list[str]:
    """``n`` distinct street addresses drawn with ``rng``."""
    out: list[str] = []
    while len(out) < n:
        address = f"{rng.randint(1, 96)} {rng.choice(STREETS)}"
        if address not in out:
            out.append(address)
    return out


def facts_by_name() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The graph's triples with entity names for ids, and each entity's type by name."""
    rng = random.Random(4244)
    facts: list[tuple[str, str, str]] = []
    kinds: dict[str, str] = {}

    def add(head: str, relation: str, tail: str, head_kind: str, tail_kind: str) -> None:
        facts.append((head, relation, tail))
        kinds.setdefault(head, head_kind)
        kinds.setdefault(tail, tail_kind)

    for county, towns in COUNTIES.items():
        for town in towns:
            add(town, COUNTY, county, "Town", "County")
    towns = [t for ts in COUNTIES.values() for t in ts]
    for college, town in COLLEGES.items():
        add(college, CAMPUS, town, "College", "Town")
    for scheme, (association, _) in SCHEMES.items():
        add(scheme, RUN_BY, association, "Scheme", "Association")
    for merchant, branches in MERCHANTS.items():
        for town in branches:
            add(merchant, BRANCH, town, "Merchant", "Town")
    for maker, country in MAKERS.items():
        add(maker, MADE_IN, country, "Manufacturer", "Country")
    merchants = list(MERCHANTS)
    for product, maker in PRODUCTS.items():
        add(product, MAKER, maker, "Product", "Manufacturer")
        for merchant in rng.sample(merchants, rng.choice([1, 1, 2, 2, 3])):
            add(product, STOCKED, merchant, "Product", "Merchant")
    for firm, (town, group) in FIRMS.items():
        add(firm, HQ, town, "Firm", "Town")
        if group:
            add(firm, GROUP, group, "Firm", "Group")
        for merchant in rng.sample(merchants, rng.choice([1, 1, 2, 2, 3])):
            add(firm, ACCOUNT, merchant, "Firm", "Merchant")
        for association in rng.sample(ASSOCIATIONS, rng.choice([0, 1, 1, 2])):
            add(firm, MEMBER, association, "Firm", "Association")

    taken: set[str] = set()
    trades_people = _people(rng, 62, taken)
    householders = _people(rng, 48, taken)
    firms = list(FIRMS)
    colleges = list(COLLEGES)
    trade_of: dict[str, str] = {}
    for i, person in enumerate(trades_people):
        trade = rng.choice(TRADES)
        trade_of[person] = trade
        add(person, TRADE, trade, "Tradesperson", "Trade")
        if rng.random() < 0.8:
            add(person, EMPLOYER, rng.choice(firms), "Tradesperson", "Firm")
        add(person, BASE, rng.choice(towns), "Tradesperson", "Town")
        same_trade = [p for p in trades_people[:i] if trade_of[p] == trade]
        if i >= 12 and same_trade and rng.random() < 0.6:  # the first twelve are time-served
            add(person, MASTER, rng.choice(same_trade), "Tradesperson", "Tradesperson")
        schemes = [s for s, (_, ts) in SCHEMES.items() if trade in ts]
        for scheme in rng.sample(schemes, min(len(schemes), rng.choice([0, 1, 1, 2]))):
            add(person, CERT, scheme, "Tradesperson", "Scheme")
        if rng.random() < 0.7:
            add(person, COLLEGE, rng.choice(colleges), "Tradesperson", "College")

    products = list(PRODUCTS)
    for address in _addresses(rng, 66):
        add(address, ADDRESS, rng.choice(towns), "Home", "Town")
        add(address, OCCUPIER, rng.choice(householders), "Home", "Householder")
        for product in rng.sample(products, rng.choice([0, 1, 1, 2, 2, 3])):
            add(address, FITTED, product, "Home", "Product")
        for person in rng.sample(trades_people, rng.choice([1, 1, 2, 2, 3])):
            add(address, SERVICED, person, "Home", "Tradesperson")
    return facts, kinds


# Questions by name: (id, text, topic names, path) for answerable ones, with the answers by
# name (computed from the path once, reviewed, and checked against the graph on every run); (id, text, hops) for names not in
# the graph; (id, text, topic names, hops, lacks) for relations the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    ("tr-1-01", "what trade is Jodie Pickles", ["Jodie Pickles"], [(TRADE, "->")], ["joiner"]),
    (
        "tr-1-02",
        "who does Glyn Ormerod work for",
        ["Glyn Ormerod"],
        [(EMPLOYER, "->")],
        ["Mereworth Maintenance"],
    ),
    (
        "tr-1-03",
        "which town does Tomasz Hesketh work out of",
        ["Tomasz Hesketh"],
        [(BASE, "->")],
        ["Copplestone"],
    ),
    (
        "tr-1-04",
        "who did Errol Bradshaw do his apprenticeship with?",
        ["Errol Bradshaw"],
        [(MASTER, "->")],
        ["Kieran Lumb"],
    ),
    (
        "tr-1-05",
        "is Paula Sutcliffe on any accreditation schemes",
        ["Paula Sutcliffe"],
        [(CERT, "->")],
        ["Dampcheck Competent Person", "TrustSeal Trader"],
    ),
    (
        "tr-1-06",
        "where did Heidi Nowak do her training",
        ["Heidi Nowak"],
        [(COLLEGE, "->")],
        ["Ashdown College of Construction"],
    ),
    (
        "tr-1-07",
        "Clearview Glazing head office",
        ["Clearview Glazing"],
        [(HQ, "->")],
        ["Copplestone"],
    ),
    (
        "tr-1-08",
        "who owns Topline Roofing",
        ["Topline Roofing"],
        [(GROUP, "->")],
        ["Ridgeline Group"],
    ),
    (
        "tr-1-09",
        "where does Keldby Property Repairs have trade accounts",
        ["Keldby Property Repairs"],
        [(ACCOUNT, "->")],
        ["Castleton Heating Spares", "Northfell Timber & Sheet"],
    ),
    (
        "tr-1-10",
        "which trade bodies is Brayfield Bathrooms a member of",
        ["Brayfield Bathrooms"],
        [(MEMBER, "->")],
        ["Hearth & Pipe Guild", "Roofwright Federation"],
    ),
    (
        "tr-1-11",
        "who lives at 33 Kiln Terrace",
        ["33 Kiln Terrace"],
        [(OCCUPIER, "->")],
        ["Rhys Jowett"],
    ),
    (
        "tr-1-12",
        "what's been put in at 44 Quarry Bank",
        ["44 Quarry Bank"],
        [(FITTED, "->")],
        ["Aquaflo electric shower", "Nordvarme AirSource 8kW heat pump", "Vektor ThermoCyl 150"],
    ),
    (
        "tr-1-13",
        "who's been out to 3 Coronation Avenue lately",
        ["3 Coronation Avenue"],
        [(SERVICED, "->")],
        ["Mandy Ormerod", "Terry Nuttall", "Tomasz Nuttall"],
    ),
    (
        "tr-1-14",
        "which company makes the Hartwell SmartStat",
        ["Hartwell SmartStat"],
        [(MAKER, "->")],
        ["Hartwell Controls"],
    ),
    (
        "tr-1-15",
        "where can I get hold of a Vektor ThermoCyl 150",
        ["Vektor ThermoCyl 150"],
        [(STOCKED, "->")],
        ["Drayton Tile & Bathroom", "Wickens & Daughter"],
    ),
    ("tr-1-16", "Nordvarme - what country", ["Nordvarme"], [(MADE_IN, "->")], ["Sweden"]),
    (
        "tr-1-17",
        "where are Northfell Timber & Sheet's branches",
        ["Northfell Timber & Sheet"],
        [(BRANCH, "->")],
        ["Keldby", "Skelmoor"],
    ),
    (
        "tr-1-18",
        "what county is Copplestone in",
        ["Copplestone"],
        [(COUNTY, "->")],
        ["Ashdown Vale"],
    ),
    (
        "tr-1-19",
        "who is behind the WireMark Approved scheme",
        ["WireMark Approved"],
        [(RUN_BY, "->")],
        ["Sparks Contractors' Association"],
    ),
    (
        "tr-1-20",
        "which houses has Kieran Duckworth been to",
        ["Kieran Duckworth"],
        [(SERVICED, "<-")],
        [
            "2 Rookery Gardens",
            "33 Pinfold Court",
            "39 Rookery Gardens",
            "46 Rookery Gardens",
            "53 Hollin Drive",
        ],
    ),
    # two hops
    (
        "tr-2-01",
        "which county is Garthwaite Joinery Co based in",
        ["Garthwaite Joinery Co"],
        [(HQ, "->"), (COUNTY, "->")],
        ["Fellside"],
    ),
    (
        "tr-2-02",
        "who taught the person Errol Nowak served his time under",
        ["Errol Nowak"],
        [(MASTER, "->"), (MASTER, "->")],
        ["Gemma Birtwistle"],
    ),
    (
        "tr-2-03",
        "where's the firm Owain Walmsley works for",
        ["Owain Walmsley"],
        [(EMPLOYER, "->"), (HQ, "->")],
        ["Amberley Wick"],
    ),
    (
        "tr-2-04",
        "which group owns Craig Bradshaw's employer",
        ["Craig Bradshaw"],
        [(EMPLOYER, "->"), (GROUP, "->")],
        ["Brightwater Holdings"],
    ),
    (
        "tr-2-05",
        "who lives in the houses Lee Pickles has worked on",
        ["Lee Pickles"],
        [(SERVICED, "<-"), (OCCUPIER, "->")],
        ["Dean Yates", "Gemma Hesketh", "Heidi Uttley", "Paula Mottram"],
    ),
    (
        "tr-2-06",
        "which tradespeople have done jobs for Wayne Fairclough",
        ["Wayne Fairclough"],
        [(OCCUPIER, "<-"), (SERVICED, "->")],
        ["Errol Nowak", "Heidi Nowak", "Kieran Hesketh", "Paula Sutcliffe", "Zac Greenhalgh"],
    ),
    (
        "tr-2-07",
        "who makes the kit installed at 2 Wheelwright Way",
        ["2 Wheelwright Way"],
        [(FITTED, "->"), (MAKER, "->")],
        ["Brandt & Sohn", "Fenestra Polska", "Vektor Heiztechnik"],
    ),
    (
        "tr-2-08",
        "which merchants sell the stuff fitted at 75 Willow Crescent",
        ["75 Willow Crescent"],
        [(FITTED, "->"), (STOCKED, "->")],
        [
            "Castleton Heating Spares",
            "Drayton Tile & Bathroom",
            "The Glass Yard",
            "Wickens & Daughter",
        ],
    ),
    (
        "tr-2-09",
        "what trades do Dunstan Cross Damp Specialists have on the books",
        ["Dunstan Cross Damp Specialists"],
        [(EMPLOYER, "<-"), (TRADE, "->")],
        ["electrician", "glazier", "painter and decorator", "roofer", "tiler"],
    ),
    (
        "tr-2-10",
        "where did the Clearview Glazing lads and lasses go to college",
        ["Clearview Glazing"],
        [(EMPLOYER, "<-"), (COLLEGE, "->")],
        [
            "Ashdown College of Construction",
            "Mereworth Community College",
            "Saltbridge Institute of Trades",
        ],
    ),
    (
        "tr-2-11",
        "German-made products",
        ["Germany"],
        [(MADE_IN, "<-"), (MAKER, "<-")],
        [
            "Brandt & Sohn concealed cistern",
            "Brandt & Sohn wall-hung WC",
            "Vektor HX24 system boiler",
            "Vektor HX30 combi boiler",
            "Vektor ThermoCyl 150",
        ],
    ),
    (
        "tr-2-12",
        "what county is 86 Mill Lane in",
        ["86 Mill Lane"],
        [(ADDRESS, "->"), (COUNTY, "->")],
        ["Ashdown Vale"],
    ),
    (
        "tr-2-13",
        "what schemes are roofers signed up to",
        ["roofer"],
        [(TRADE, "<-"), (CERT, "->")],
        ["Solid Roof Guarantee", "TrustSeal Trader"],
    ),
    (
        "tr-2-14",
        "who runs the schemes Kieran Lumb is registered with",
        ["Kieran Lumb"],
        [(CERT, "->"), (RUN_BY, "->")],
        ["Hearth & Pipe Guild", "Roofwright Federation"],
    ),
    (
        "tr-2-15",
        "head office towns of the Ridgeline Group firms",
        ["Ridgeline Group"],
        [(GROUP, "<-"), (HQ, "->")],
        ["Saltbridge", "Skelmoor", "Stoke Marrow"],
    ),
    (
        "tr-2-16",
        "which towns have houses with an Aquaflo electric shower in",
        ["Aquaflo electric shower"],
        [(FITTED, "<-"), (ADDRESS, "->")],
        ["Hatchcombe", "Saltbridge", "Tillingham"],
    ),
    (
        "tr-2-17",
        "Gemma Mottram's old master, where is he based now",
        ["Gemma Mottram"],
        [(MASTER, "->"), (BASE, "->")],
        ["Winsor Heath"],
    ),
    (
        "tr-2-18",
        "which firms buy from the merchant in Saltbridge",
        ["Saltbridge"],
        [(BRANCH, "<-"), (ACCOUNT, "<-")],
        ["A1 Sparks Ltd"],
    ),
    (
        "tr-2-19",
        "tradespeople at the firms Keystone Home Services plc owns",
        ["Keystone Home Services plc"],
        [(GROUP, "<-"), (EMPLOYER, "<-")],
        ["Owain Mottram", "Paula Sutcliffe", "Terry Coggins", "Tomasz Birtwistle"],
    ),
    (
        "tr-2-20",
        "where is the maker of the Fenestra composite front door from",
        ["Fenestra composite front door"],
        [(MAKER, "->"), (MADE_IN, "->")],
        ["Poland"],
    ),
    # three hops
    (
        "tr-3-01",
        "which county is the college Rhys Nuttall went to in",
        ["Rhys Nuttall"],
        [(COLLEGE, "->"), (CAMPUS, "->"), (COUNTY, "->")],
        ["Southwold Levels"],
    ),
    (
        "tr-3-02",
        "Dawn Uttley learned the job from someone - where's that person's firm based",
        ["Dawn Uttley"],
        [(MASTER, "->"), (EMPLOYER, "->"), (HQ, "->")],
        ["Mereworth"],
    ),
    (
        "tr-3-03",
        "who makes the things fitted in Bethan Ackroyd's properties",
        ["Bethan Ackroyd"],
        [(OCCUPIER, "<-"), (FITTED, "->"), (MAKER, "->")],
        ["Fenestra Polska", "Hartwell Controls", "Nordvarme", "Vektor Heiztechnik"],
    ),
    (
        "tr-3-04",
        "which counties has Glyn Ormerod done jobs in",
        ["Glyn Ormerod"],
        [(SERVICED, "<-"), (ADDRESS, "->"), (COUNTY, "->")],
        ["Ashdown Vale", "Marrowshire", "Southwold Levels"],
    ),
    (
        "tr-3-05",
        "the people who came out to 67 Ferry Walk - what groups own their firms",
        ["67 Ferry Walk"],
        [(SERVICED, "->"), (EMPLOYER, "->"), (GROUP, "->")],
        ["Fairhaven Property Care Group"],
    ),
    (
        "tr-3-06",
        "towns where I can pick up Nordvarme gear",
        ["Nordvarme"],
        [(MAKER, "<-"), (STOCKED, "->"), (BRANCH, "->")],
        ["Keldby", "Mereworth", "Pellingford", "Skelmoor", "Tillingham"],
    ),
    (
        "tr-3-07",
        "which associations run the schemes Stoke Marrow Roofing's people are on",
        ["Stoke Marrow Roofing"],
        [(EMPLOYER, "<-"), (CERT, "->"), (RUN_BY, "->")],
        ["Joiners' Fellowship", "Roofwright Federation"],
    ),
    (
        "tr-3-08",
        "who lives in the homes Paula Birtwistle's former apprentices have worked on",
        ["Paula Birtwistle"],
        [(MASTER, "<-"), (SERVICED, "<-"), (OCCUPIER, "->")],
        [
            "Gemma Greenhalgh",
            "Kieran Yates",
            "Mandy Jowett",
            "Mandy Sutcliffe",
            "Rhys Patel",
            "Wayne Coggins",
            "Zac Jowett",
        ],
    ),
    (
        "tr-3-09",
        "what trades have been out to houses in Oxcombe",
        ["Oxcombe"],
        [(ADDRESS, "<-"), (SERVICED, "->"), (TRADE, "->")],
        ["bricklayer", "painter and decorator", "plasterer", "plumber", "tiler"],
    ),
    (
        "tr-3-10",
        "counties of the head offices of firms with an account at Bramley Trade Counter",
        ["Bramley Trade Counter"],
        [(ACCOUNT, "<-"), (HQ, "->"), (COUNTY, "->")],
        ["Ashdown Vale", "Marrowshire"],
    ),
    (
        "tr-3-11",
        "homes with a Hartwell RCBO board - where are the tradespeople who worked on them based",
        ["Hartwell RCBO board"],
        [(FITTED, "<-"), (SERVICED, "->"), (BASE, "->")],
        [
            "Copplestone",
            "Fenny Drayton",
            "Keldby",
            "Pellingford",
            "Ravenstonedale Bridge",
            "Winsor Heath",
        ],
    ),
    (
        "tr-3-12",
        "firms employing people who trained at the college in Ashdown Market",
        ["Ashdown Market"],
        [(CAMPUS, "<-"), (COLLEGE, "<-"), (EMPLOYER, "->")],
        [
            "Brayfield Bathrooms",
            "Clearview Glazing",
            "Dunstan Cross Damp Specialists",
            "Fenland Electrical",
            "Keldby Property Repairs",
            "Mereworth Maintenance",
            "Pellingford Plumbing & Heating",
        ],
    ),
    (
        "tr-3-13",
        "which homes have Japanese-made kit in them",
        ["Japan"],
        [(MADE_IN, "<-"), (MAKER, "<-"), (FITTED, "<-")],
        [
            "28 Rookery Gardens",
            "33 Pinfold Court",
            "38 Orchard Row",
            "53 Station Road",
            "67 Ferry Walk",
            "68 Ferry Walk",
            "7 Coronation Avenue",
            "93 Chapel Street",
            "96 Sexton's Yard",
        ],
    ),
    (
        "tr-3-14",
        "what trades are the people on the Joiners' Fellowship's schemes",
        ["Joiners' Fellowship"],
        [(RUN_BY, "<-"), (CERT, "<-"), (TRADE, "->")],
        ["glazier", "joiner"],
    ),
    (
        "tr-3-15",
        "where does Val Kershaw's firm pick up its supplies - which town",
        ["Val Kershaw"],
        [(EMPLOYER, "->"), (ACCOUNT, "->"), (BRANCH, "->")],
        ["Mereworth"],
    ),
    # names not in the graph
    ("tr-n-01", "who owns Birchwood Plastering", 1),
    ("tr-n-02", "what trade is Gareth Penwarden", 1),
    ("tr-n-03", "where does Morley's Tool Hire have branches", 1),
    ("tr-n-04", "who's been out to 140 Sandpiper Lane and who do they work for", 2),
    ("tr-n-05", "which merchants stock the Tempora X9 boiler", 1),
    # relations the graph lacks
    ("tr-l-01", "what does Glyn Ormerod charge an hour", ["Glyn Ormerod"], 1, "hourly rate"),
    ("tr-l-02", "is Jodie Pickles insured", ["Jodie Pickles"], 1, "insurance"),
    ("tr-l-03", "phone number for Clearview Glazing", ["Clearview Glazing"], 1, "phone number"),
    ("tr-l-04", "how many vans does Topline Roofing run", ["Topline Roofing"], 1, "fleet size"),
    ("tr-l-05", "when was 44 Quarry Bank built", ["44 Quarry Bank"], 1, "year built"),
    ("tr-l-06", "how much is a Vektor HX30 combi boiler", ["Vektor HX30 combi boiler"], 1, "price"),
    (
        "tr-l-07",
        "warranty on the Nordvarme AirSource 8kW heat pump?",
        ["Nordvarme AirSource 8kW heat pump"],
        1,
        "warranty",
    ),
    (
        "tr-l-08",
        "what time does Wickens & Daughter open on Saturdays",
        ["Wickens & Daughter"],
        1,
        "opening hours",
    ),
    ("tr-l-09", "what are Lee Pickles's reviews like", ["Lee Pickles"], 1, "customer reviews"),
    (
        "tr-l-10",
        "how much does it cost to join the Roofwright Federation",
        ["Roofwright Federation"],
        1,
        "membership fee",
    ),
    ("tr-l-11", "how many people live in Saltbridge", ["Saltbridge"], 1, "population"),
    (
        "tr-l-12",
        "who did Jodie Pickles serve her time under",
        ["Jodie Pickles"],
        1,
        "none for entity: apprenticed_under",
    ),
    (
        "tr-l-13",
        "which firm is Paula Birtwistle with",
        ["Paula Birtwistle"],
        1,
        "none for entity: works-for",
    ),
    (
        "tr-l-14",
        "what's fitted at 4 Coronation Avenue",
        ["4 Coronation Avenue"],
        1,
        "none for entity: installed",
    ),
    ("tr-l-15", "who owns A1 Sparks Ltd", ["A1 Sparks Ltd"], 1, "none for entity: sub_of"),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts, _ = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(4245), range(10000), "{:04d}!tr")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    _, kinds = facts_by_name()
    typed = {eid: f"{name}\t{kinds[name]}" for eid, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
