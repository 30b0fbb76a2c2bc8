"""Write the frozen-bakeries KGQA set: craft bakeries, their bakers, mills, breads and shows.

The places, bakeries, owners, head bakers, mills, farms, oven makers, guilds, colleges and
bread shows and their facts are written by hand below; the breads, the cafés and the other
bakers are filler drawn with a fixed seed. The questions are written by name at the end; every
answer is computed from the question's path and checked against the answer written beside it.
Run: python benchmarks/kgqa/frozen-bakeries/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 8823
Fact = tuple[str, str, str]

COUNTIES = {
    "Westmere": "Corland",
    "Hallamshire": "Corland",
    "Fenbury Downs": "Corland",
    "Lower Tarran": "Corland",
    "Vestrand": "Nordavia",
}
TOWNS = {
    "Westmere": ["Pollock Cross", "Marlow Ings", "Stanbeck", "Quarryholme"],
    "Hallamshire": ["Sheaf Bridge", "Dunmoor", "Rivelin", "Loxley Fold"],
    "Fenbury Downs": ["Fenbury", "Wickham Lode", "Orwell St Mary", "Stowe Haven"],
    "Lower Tarran": ["Tarran Mouth", "Glaisdale", "Penhallow", "Kilncote"],
    "Vestrand": ["Hjelmvik", "Strandby", "Osterholm", "Varde Kro"],
}
# oven maker -> country
OVEN_MAKERS = {
    "Brickhearth Ovens": "Corland",
    "Thermodeck": "Nordavia",
    "Hjelm Bakeovner": "Nordavia",
    "Castle & Crane": "Corland",
}
# farm -> town
FARMS = {
    "Low Ings Farm": "Marlow Ings",
    "Fenland Grain Co-op": "Wickham Lode",
    "Hallam Top Farm": "Dunmoor",
    "Glaisdale Mains": "Glaisdale",
    "Strandby Gård": "Strandby",
    "Orwell Heritage Wheat": "Orwell St Mary",
}
FLOURS = ["strong white", "wholemeal", "dark rye", "light rye", "spelt", "emmer", "T65 French"]
STYLES = [
    "sourdough",
    "tin loaf",
    "rye bread",
    "baguette",
    "enriched bread",
    "flatbread",
    "laminated pastry",
]
# mill -> (town, flours milled, farms it buys grain from)
MILLS = {
    "Stanbeck Watermill": (
        "Stanbeck",
        ["wholemeal", "spelt", "emmer"],
        ["Low Ings Farm", "Orwell Heritage Wheat"],
    ),
    "Fenbury Roller Mills": (
        "Fenbury",
        ["strong white", "T65 French", "wholemeal"],
        ["Fenland Grain Co-op"],
    ),
    "Rivelin Stone Mill": (
        "Rivelin",
        ["wholemeal", "light rye", "spelt"],
        ["Hallam Top Farm", "Low Ings Farm"],
    ),
    "Tarran Windmill": ("Kilncote", ["dark rye", "light rye"], ["Glaisdale Mains"]),
    "Osterholm Mølle": ("Osterholm", ["dark rye", "strong white"], ["Strandby Gård"]),
}
# guild -> seat town
GUILDS = {
    "Real Bread Guild of Corland": "Sheaf Bridge",
    "Fenbury Bakers' Association": "Fenbury",
    "Nordavian Bakers' Lag": "Hjelmvik",
}
# college -> town
COLLEGES = {
    "Sheaf Bridge School of Baking": "Sheaf Bridge",
    "Tarran Catering College": "Tarran Mouth",
    "Westmere Food Academy": "Marlow Ings",
    "Hjelmvik Bakerskole": "Hjelmvik",
}
# bakery -> (town, owner, head baker, mill, oven maker, guild)
BAKERIES = {
    "Crust & Crumb": (
        "Pollock Cross",
        "Harriet Bellamy",
        "Owain Pryce",
        "Stanbeck Watermill",
        "Brickhearth Ovens",
        "Real Bread Guild of Corland",
    ),
    "The Ings Loaf": (
        "Marlow Ings",
        "Owain Pryce",
        "Owain Pryce",
        "Stanbeck Watermill",
        "Castle & Crane",
        "Real Bread Guild of Corland",
    ),
    "Quarry Oven": (
        "Quarryholme",
        "Denholm Carr",
        "Tamsin Leckie",
        "Rivelin Stone Mill",
        "Thermodeck",
        None,
    ),
    "Sheaf Street Bakehouse": (
        "Sheaf Bridge",
        "Gwen Ashdown",
        "Rafael Quint",
        "Rivelin Stone Mill",
        "Brickhearth Ovens",
        "Real Bread Guild of Corland",
    ),
    "Dunmoor Daily Bread": (
        "Dunmoor",
        "Gwen Ashdown",
        "Priya Nandakumar",
        "Rivelin Stone Mill",
        "Castle & Crane",
        None,
    ),
    "Loxley Leaven": (
        "Loxley Fold",
        "Martha Greaves",
        "Martha Greaves",
        "Tarran Windmill",
        "Hjelm Bakeovner",
        "Real Bread Guild of Corland",
    ),
    "Fenbury Tin & Bloomer": (
        "Fenbury",
        "Clive Ramsbottom",
        "Nadia Osei",
        "Fenbury Roller Mills",
        "Castle & Crane",
        "Fenbury Bakers' Association",
    ),
    "Lode Lane Bakery": (
        "Wickham Lode",
        "Clive Ramsbottom",
        "Benedict Fane",
        "Fenbury Roller Mills",
        "Thermodeck",
        "Fenbury Bakers' Association",
    ),
    "Stowe Haven Patisserie": (
        "Stowe Haven",
        "Elodie Marchetti",
        "Elodie Marchetti",
        "Fenbury Roller Mills",
        "Thermodeck",
        "Fenbury Bakers' Association",
    ),
    "Penhallow Pasty & Loaf": (
        "Penhallow",
        "Jory Tremayne",
        "Kerensa Nance",
        "Tarran Windmill",
        "Brickhearth Ovens",
        None,
    ),
    "Glaisdale Rye House": (
        "Glaisdale",
        "Jory Tremayne",
        "Anders Lykke",
        "Tarran Windmill",
        "Hjelm Bakeovner",
        "Real Bread Guild of Corland",
    ),
    "Strandby Bageri": (
        "Strandby",
        "Sofie Brandt",
        "Mikkel Aarup",
        "Osterholm Mølle",
        "Hjelm Bakeovner",
        "Nordavian Bakers' Lag",
    ),
    "Varde Kro Bakehus": (
        "Varde Kro",
        "Sofie Brandt",
        "Liv Haugland",
        "Osterholm Mølle",
        "Thermodeck",
        "Nordavian Bakers' Lag",
    ),
}
# named bakers -> (bakery worked at, home town, college, who they were apprenticed to)
BAKERS = {
    "Owain Pryce": ("The Ings Loaf", "Stanbeck", "Westmere Food Academy", None),
    "Tamsin Leckie": ("Quarry Oven", "Quarryholme", "Westmere Food Academy", "Owain Pryce"),
    "Rafael Quint": (
        "Sheaf Street Bakehouse",
        "Rivelin",
        "Sheaf Bridge School of Baking",
        "Martha Greaves",
    ),
    "Priya Nandakumar": (
        "Dunmoor Daily Bread",
        "Sheaf Bridge",
        "Sheaf Bridge School of Baking",
        "Rafael Quint",
    ),
    "Martha Greaves": ("Loxley Leaven", "Loxley Fold", "Sheaf Bridge School of Baking", None),
    "Nadia Osei": (
        "Fenbury Tin & Bloomer",
        "Orwell St Mary",
        "Tarran Catering College",
        "Benedict Fane",
    ),
    "Benedict Fane": ("Lode Lane Bakery", "Wickham Lode", "Westmere Food Academy", "Owain Pryce"),
    "Elodie Marchetti": ("Stowe Haven Patisserie", "Stowe Haven", "Tarran Catering College", None),
    "Kerensa Nance": (
        "Penhallow Pasty & Loaf",
        "Tarran Mouth",
        "Tarran Catering College",
        "Jory Tremayne",
    ),
    "Jory Tremayne": ("Penhallow Pasty & Loaf", "Penhallow", None, None),
    "Anders Lykke": ("Glaisdale Rye House", "Glaisdale", "Hjelmvik Bakerskole", "Mikkel Aarup"),
    "Mikkel Aarup": ("Strandby Bageri", "Strandby", "Hjelmvik Bakerskole", None),
    "Liv Haugland": ("Varde Kro Bakehus", "Osterholm", "Hjelmvik Bakerskole", "Mikkel Aarup"),
}
OWNERS_TOWN = {
    "Harriet Bellamy": "Pollock Cross",
    "Denholm Carr": "Stanbeck",
    "Gwen Ashdown": "Rivelin",
    "Clive Ramsbottom": "Fenbury",
    "Sofie Brandt": "Hjelmvik",
}
# sponsor -> town (mills sponsor too)
SPONSORS = {"Penhallow Butter Dairy": "Penhallow", "Corland Salt Works": "Tarran Mouth"}
# show -> (town, organising guild, judges, best loaf bakeries, sponsors)
SHOWS = {
    "Great Westmere Loaf Show": (
        "Marlow Ings",
        "Real Bread Guild of Corland",
        ["Martha Greaves", "Elodie Marchetti"],
        ["The Ings Loaf", "Quarry Oven"],
        ["Stanbeck Watermill"],
    ),
    "Hallam Sourdough Open": (
        "Sheaf Bridge",
        "Real Bread Guild of Corland",
        ["Owain Pryce", "Anders Lykke", "Jory Tremayne"],
        ["Loxley Leaven"],
        ["Rivelin Stone Mill", "Corland Salt Works"],
    ),
    "Fenbury Bread Fair": (
        "Fenbury",
        "Fenbury Bakers' Association",
        ["Owain Pryce", "Martha Greaves"],
        ["Stowe Haven Patisserie", "Fenbury Tin & Bloomer"],
        ["Fenbury Roller Mills"],
    ),
    "Tarran Bake-Off": (
        "Penhallow",
        "Real Bread Guild of Corland",
        ["Elodie Marchetti", "Mikkel Aarup"],
        ["Glaisdale Rye House"],
        ["Penhallow Butter Dairy", "Tarran Windmill"],
    ),
    "Nordavian Rugbrød Prize": (
        "Osterholm",
        "Nordavian Bakers' Lag",
        ["Anders Lykke", "Liv Haugland"],
        ["Strandby Bageri"],
        ["Osterholm Mølle"],
    ),
}
BREAD_A = [
    "Miner's",
    "Harvest",
    "Old Mill",
    "Fenland",
    "Seeded",
    "Dockside",
    "Smoky",
    "Three Grain",
    "Honey",
    "Black Tarran",
    "Morning",
    "Walnut",
    "Cobbled",
    "Hearth",
    "Country",
    "Nordic",
]
BREAD_B = ["Cob", "Bloomer", "Batch", "Boule", "Stick", "Round", "Twist", "Tin", "Plait", "Crown"]
CAFE_A = [
    "Copper",
    "Bluebell",
    "Lantern",
    "Kettle",
    "Wren",
    "Pantry",
    "Corner",
    "Harbour",
    "Brambles",
    "Teapot",
    "Jasmine",
    "Ivy",
    "Sparrow",
]
CAFE_B = ["Café", "Coffee House", "Tearoom", "Deli", "Kitchen"]
FIRST = [
    "Abi",
    "Bilal",
    "Cerys",
    "Dev",
    "Effie",
    "Gus",
    "Hattie",
    "Imran",
    "Jess",
    "Kit",
    "Lola",
    "Moss",
    "Nell",
    "Ollie",
    "Pip",
    "Rowan",
    "Suki",
    "Theo",
    "Una",
    "Vin",
    "Wilf",
    "Xanthe",
    "Yusuf",
    "Zara",
]
LAST = [
    "Abbott",
    "Birtwistle",
    "Calloway",
    "Dearden",
    "Entwistle",
    "Fothergill",
    "Gaskell",
    "Hepworth",
    "Illingworth",
    "Jowett",
    "Kenworthy",
    "Lumb",
    "Midgley",
    "Nuttall",
    "Ormerod",
    "Pickles",
    "Royle",
    "Sutcliffe",
    "Tattersall",
    "Whiteley",
]


def _types() -> dict[str, str]:
    types: dict[str, str] = {}
    types |= dict.fromkeys(set(COUNTIES.values()), "Country")
    types |= dict.fromkeys(COUNTIES, "County")
    types |= {t: "Town" for ts in TOWNS.values() for t in ts}
    types |= dict.fromkeys(OVEN_MAKERS, "OvenMaker")
    types |= dict.fromkeys(FARMS, "Farm")
    types |= dict.fromkeys(FLOURS, "Flour")
    types |= dict.fromkeys(STYLES, "BreadStyle")
    types |= dict.fromkeys(MILLS, "Mill")
    types |= dict.fromkeys(GUILDS, "Guild")
    types |= dict.fromkeys(COLLEGES, "College")
    types |= dict.fromkeys(BAKERIES, "Bakery")
    types |= dict.fromkeys(OWNERS_TOWN, "Person")
    types |= dict.fromkeys(BAKERS, "Baker")
    types |= dict.fromkeys(SPONSORS, "Company")
    types |= dict.fromkeys(SHOWS, "BreadShow")
    return types


def _hand_facts() -> list[Fact]:
    facts: list[Fact] = []
    for county, towns in TOWNS.items():
        facts += [(t, "county", county) for t in towns]
        facts.append((county, "country", COUNTIES[county]))
    facts += [(m, "made in", c) for m, c in OVEN_MAKERS.items()]
    facts += [(f, "in town", t) for f, t in FARMS.items()]
    for mill, (town, flours, farms) in MILLS.items():
        facts.append((mill, "in town", town))
        facts += [(mill, "mills", f) for f in flours]
        facts += [(mill, "grain from", f) for f in farms]
    facts += [(g, "seat", t) for g, t in GUILDS.items()]
    facts += [(c, "in town", t) for c, t in COLLEGES.items()]
    for bakery, (town, owner, head, mill, oven, guild) in BAKERIES.items():
        facts += [(bakery, "in town", town), (bakery, "owned by", owner), (bakery, "HB", head)]
        facts += [(bakery, "miller", mill), (bakery, "deck oven", oven)]
        if guild:
            facts.append((bakery, "guild", guild))
    for baker, (bakery, town, college, master) in BAKERS.items():
        facts += [(baker, "works at", bakery), (baker, "lives", town)]
        if college:
            facts.append((baker, "college", college))
        if master:
            facts.append((baker, "apprenticed to", master))
    facts += [(p, "lives", t) for p, t in OWNERS_TOWN.items()]
    facts += [(s, "in town", t) for s, t in SPONSORS.items()]
    for show, (town, guild, judges, best, sponsors) in SHOWS.items():
        facts += [(show, "held in", town), (show, "run by", guild)]
        facts += [(show, "judge", j) for j in judges]
        facts += [(show, "best loaf", b) for b in best]
        facts += [(show, "sponsor", s) for s in sponsors]
    return facts


def _filler(rng: random.Random, types: dict[str, str]) -> list[Fact]:
    facts: list[Fact] = []
    bakeries = list(BAKERIES)
    towns = [t for ts in TOWNS.values() for t in ts]
    breads = rng.sample([f"{a} {b}" for a in BREAD_A for b in BREAD_B], 56)
    types |= dict.fromkeys(breads, "Bread")
    for i, bread in enumerate(breads):
        bakery = bakeries[i % len(bakeries)]
        mill = BAKERIES[bakery][3]
        facts += [(bakery, "bakes", bread), (bread, "style", rng.choice(STYLES))]
        for flour in rng.sample(MILLS[mill][1], rng.choice([1, 1, 2])):
            facts.append((bread, "grist", flour))
    cafes = rng.sample([f"{a} {b}" for a in CAFE_A for b in CAFE_B], 30)
    types |= dict.fromkeys(cafes, "Cafe")
    for cafe in cafes:
        facts.append((cafe, "in town", rng.choice(towns)))
        for bakery in rng.sample(bakeries, rng.choice([1, 1, 2])):
            facts.append((bakery, "wholesale", cafe))
        facts.append((cafe, "serves", rng.choice(breads)))
    taken = set(BAKERS) | set(OWNERS_TOWN)
    bakers = full_names(rng, FIRST, LAST, 58, taken)
    types |= dict.fromkeys(bakers, "Baker")
    masters = list(BAKERS)
    colleges = list(COLLEGES)
    for baker in bakers:
        bakery = rng.choice(bakeries)
        facts += [(baker, "works at", bakery), (baker, "lives", rng.choice(towns))]
        if rng.random() < 0.7:
            facts.append((baker, "college", rng.choice(colleges)))
        if rng.random() < 0.6:
            facts.append((baker, "apprenticed to", rng.choice(masters)))
        own = [b for i, b in enumerate(breads) if bakeries[i % len(bakeries)] == bakery]
        facts.append((baker, "signature", rng.choice(own)))
    regulars = full_names(rng, FIRST, LAST, 30, taken)
    types |= dict.fromkeys(regulars, "Customer")
    for person in regulars:
        facts.append((person, "lives", rng.choice(towns)))
        for bakery in rng.sample(bakeries, rng.choice([1, 2])):
            facts.append((person, "shops at", bakery))
        facts.append((person, "usual", rng.choice(breads)))
    return facts


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    types = _types()
    facts = _hand_facts() + _filler(rng, types)
    triples, names = name_facts(facts, rng, range(10000), lambda n: f"bkr/{n:04d}")
    return triples, {eid: f"{name}\t{types[name]}" for eid, name in names.items()}


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


F, B = "->", "<-"
SPECS: list[tuple] = [
    # one hop
    ("bk1-01", "which town is Quarry Oven in?", ["Quarry Oven"], [("in town", F)], ["Quarryholme"]),
    (
        "bk1-02",
        "who's the proprietor of lode lane bakery",
        ["Lode Lane Bakery"],
        [("owned by", F)],
        ["Clive Ramsbottom"],
    ),
    (
        "bk1-03",
        "who is head baker at Sheaf Street Bakehouse",
        ["Sheaf Street Bakehouse"],
        [("HB", F)],
        ["Rafael Quint"],
    ),
    (
        "bk1-04",
        "where does Dunmoor Daily Bread get its flour from?",
        ["Dunmoor Daily Bread"],
        [("miller", F)],
        ["Rivelin Stone Mill"],
    ),
    (
        "bk1-05",
        "what oven brand does strandby bageri bake in",
        ["Strandby Bageri"],
        [("deck oven", F)],
        ["Hjelm Bakeovner"],
    ),
    (
        "bk1-06",
        "Which bakeries belong to the Fenbury Bakers' Association?",
        ["Fenbury Bakers' Association"],
        [("guild", B)],
        ["Fenbury Tin & Bloomer", "Lode Lane Bakery", "Stowe Haven Patisserie"],
    ),
    (
        "bk1-07",
        "who taught Kerensa Nance the trade",
        ["Kerensa Nance"],
        [("apprenticed to", F)],
        ["Jory Tremayne"],
    ),
    (
        "bk1-08",
        "where did Liv Haugland train as a baker",
        ["Liv Haugland"],
        [("college", F)],
        ["Hjelmvik Bakerskole"],
    ),
    (
        "bk1-09",
        "what flours does Tarran Windmill grind?",
        ["Tarran Windmill"],
        [("mills", F)],
        ["dark rye", "light rye"],
    ),
    (
        "bk1-10",
        "which farms grow the wheat for Rivelin Stone Mill",
        ["Rivelin Stone Mill"],
        [("grain from", F)],
        ["Hallam Top Farm", "Low Ings Farm"],
    ),
    (
        "bk1-11",
        "who was on the panel at the Hallam Sourdough Open",
        ["Hallam Sourdough Open"],
        [("judge", F)],
        ["Owain Pryce", "Anders Lykke", "Jory Tremayne"],
    ),
    (
        "bk1-12",
        "which bakery took top prize at the Tarran Bake-Off",
        ["Tarran Bake-Off"],
        [("best loaf", F)],
        ["Glaisdale Rye House"],
    ),
    (
        "bk1-13",
        "what town hosts the nordavian rugbrod prize",
        ["Nordavian Rugbrød Prize"],
        [("held in", F)],
        ["Osterholm"],
    ),
    (
        "bk1-14",
        "what kind of bread is the Walnut Twist",
        ["Walnut Twist"],
        [("style", F)],
        ["sourdough"],
    ),
    (
        "bk1-15",
        "what flour goes into a Morning Boule?",
        ["Morning Boule"],
        [("grist", F)],
        ["dark rye", "light rye"],
    ),
    (
        "bk1-16",
        "which cafes does Dunmoor Daily Bread supply",
        ["Dunmoor Daily Bread"],
        [("wholesale", F)],
        ["Jasmine Tearoom", "Teapot Café", "Wren Kitchen"],
    ),
    (
        "bk1-17",
        "where's the Real Bread Guild of Corland headquartered",
        ["Real Bread Guild of Corland"],
        [("seat", F)],
        ["Sheaf Bridge"],
    ),
    (
        "bk1-18",
        "which country do Thermodeck ovens come from",
        ["Thermodeck"],
        [("made in", F)],
        ["Nordavia"],
    ),
    (
        "bk1-19",
        "list everyone on the staff at Glaisdale Rye House",
        ["Glaisdale Rye House"],
        [("works at", B)],
        [
            "Abi Whiteley",
            "Anders Lykke",
            "Bilal Kenworthy",
            "Imran Fothergill",
            "Xanthe Nuttall",
            "Zara Lumb",
        ],
    ),
    (
        "bk1-20",
        "what loaves does Loxley Leaven make",
        ["Loxley Leaven"],
        [("bakes", F)],
        ["Dockside Batch", "Harvest Plait", "Morning Boule", "Morning Plait"],
    ),
    # two hops
    (
        "bk2-01",
        "which county is Penhallow Pasty & Loaf in",
        ["Penhallow Pasty & Loaf"],
        [("in town", F), ("county", F)],
        ["Lower Tarran"],
    ),
    (
        "bk2-02",
        "where does the owner of Crust & Crumb live?",
        ["Crust & Crumb"],
        [("owned by", F), ("lives", F)],
        ["Pollock Cross"],
    ),
    (
        "bk2-03",
        "what college did quarry oven's head baker go to",
        ["Quarry Oven"],
        [("HB", F), ("college", F)],
        ["Westmere Food Academy"],
    ),
    (
        "bk2-04",
        "which farm grows the grain milled for Loxley Leaven's flour",
        ["Loxley Leaven"],
        [("miller", F), ("grain from", F)],
        ["Glaisdale Mains"],
    ),
    (
        "bk2-05",
        "who did the head baker of Lode Lane Bakery learn under",
        ["Lode Lane Bakery"],
        [("HB", F), ("apprenticed to", F)],
        ["Owain Pryce"],
    ),
    (
        "bk2-06",
        "what flours does the mill that supplies Penhallow Pasty & Loaf produce",
        ["Penhallow Pasty & Loaf"],
        [("miller", F), ("mills", F)],
        ["dark rye", "light rye"],
    ),
    (
        "bk2-07",
        "where are the ovens at Varde Kro Bakehus made",
        ["Varde Kro Bakehus"],
        [("deck oven", F), ("made in", F)],
        ["Nordavia"],
    ),
    (
        "bk2-08",
        "which towns are the best-in-show bakeries of the Fenbury Bread Fair in",
        ["Fenbury Bread Fair"],
        [("best loaf", F), ("in town", F)],
        ["Stowe Haven", "Fenbury"],
    ),
    (
        "bk2-09",
        "which bakeries do the Great Westmere Loaf Show's panel bake for?",
        ["Great Westmere Loaf Show"],
        [("judge", F), ("works at", F)],
        ["Loxley Leaven", "Stowe Haven Patisserie"],
    ),
    (
        "bk2-10",
        "what styles of bread does Strandby Bageri turn out",
        ["Strandby Bageri"],
        [("bakes", F), ("style", F)],
        ["baguette", "rye bread", "sourdough", "tin loaf"],
    ),
    (
        "bk2-11",
        "which bakeries belong to whoever owns Dunmoor Daily Bread",
        ["Dunmoor Daily Bread"],
        [("owned by", F), ("owned by", B)],
        ["Sheaf Street Bakehouse", "Dunmoor Daily Bread"],
    ),
    (
        "bk2-12",
        "which bakeries do Owain Pryce's old apprentices work at",
        ["Owain Pryce"],
        [("apprenticed to", B), ("works at", F)],
        ["Lode Lane Bakery", "Quarry Oven", "Strandby Bageri"],
    ),
    (
        "bk2-13",
        "what town is the guild that organises the Tarran Bake-Off based in",
        ["Tarran Bake-Off"],
        [("run by", F), ("seat", F)],
        ["Sheaf Bridge"],
    ),
    (
        "bk2-14",
        "where is the mill that backs the Nordavian Rugbrød Prize",
        ["Nordavian Rugbrød Prize"],
        [("sponsor", F), ("in town", F)],
        ["Osterholm"],
    ),
    (
        "bk2-15",
        "what towns are the cafés Penhallow Pasty & Loaf delivers to in",
        ["Penhallow Pasty & Loaf"],
        [("wholesale", F), ("in town", F)],
        ["Glaisdale", "Loxley Fold", "Sheaf Bridge"],
    ),
    (
        "bk2-16",
        "what kind of bread does Abi Dearden normally get",
        ["Abi Dearden"],
        [("usual", F), ("style", F)],
        ["baguette"],
    ),
    (
        "bk2-17",
        "where did the staff of stowe haven patisserie studdy",
        ["Stowe Haven Patisserie"],
        [("works at", B), ("college", F)],
        ["Hjelmvik Bakerskole", "Tarran Catering College", "Westmere Food Academy"],
    ),
    (
        "bk2-18",
        "what towns are Una Tattersall's bakeries in",
        ["Una Tattersall"],
        [("shops at", F), ("in town", F)],
        ["Quarryholme", "Varde Kro"],
    ),
    (
        "bk2-19",
        "Which bakery makes the bread the Teapot Deli serves?",
        ["Teapot Deli"],
        [("serves", F), ("bakes", B)],
        ["Fenbury Tin & Bloomer"],
    ),
    (
        "bk2-20",
        "what county is the Sheaf Bridge School of Baking in",
        ["Sheaf Bridge School of Baking"],
        [("in town", F), ("county", F)],
        ["Hallamshire"],
    ),
    # three hops
    (
        "bk3-01",
        "which country is Strandby Bageri in",
        ["Strandby Bageri"],
        [("in town", F), ("county", F), ("country", F)],
        ["Nordavia"],
    ),
    (
        "bk3-02",
        "which farms supply the mill behind the bakery where Nadia Osei works",
        ["Nadia Osei"],
        [("works at", F), ("miller", F), ("grain from", F)],
        ["Fenland Grain Co-op"],
    ),
    (
        "bk3-03",
        "where does the man who trained Glaisdale Rye House's head baker live",
        ["Glaisdale Rye House"],
        [("HB", F), ("apprenticed to", F), ("lives", F)],
        ["Strandby"],
    ),
    (
        "bk3-04",
        "what countries do the ovens of the Great Westmere Loaf Show winners come from",
        ["Great Westmere Loaf Show"],
        [("best loaf", F), ("deck oven", F), ("made in", F)],
        ["Corland", "Nordavia"],
    ),
    (
        "bk3-05",
        "which towns have bakeries that are members of the body running the Hallam Sourdough Open",
        ["Hallam Sourdough Open"],
        [("run by", F), ("guild", B), ("in town", F)],
        ["Pollock Cross", "Marlow Ings", "Sheaf Bridge", "Loxley Fold", "Glaisdale"],
    ),
    (
        "bk3-06",
        "in which towns did the Tarran Bake-Off's panel study baking",
        ["Tarran Bake-Off"],
        [("judge", F), ("college", F), ("in town", F)],
        ["Tarran Mouth", "Hjelmvik"],
    ),
    (
        "bk3-07",
        "in which towns are the bakeries using flour from mills Low Ings Farm sells to",
        ["Low Ings Farm"],
        [("grain from", B), ("miller", B), ("in town", F)],
        ["Pollock Cross", "Marlow Ings", "Quarryholme", "Sheaf Bridge", "Dunmoor"],
    ),
    (
        "bk3-08",
        "what flours are in the breads from the bakery kerensa nance runs the ovens at",
        ["Kerensa Nance"],
        [("HB", B), ("bakes", F), ("grist", F)],
        ["dark rye", "light rye"],
    ),
    (
        "bk3-09",
        "what towns are the cafes supplied by Jory Tremayne's bakeries in",
        ["Jory Tremayne"],
        [("owned by", B), ("wholesale", F), ("in town", F)],
        ["Glaisdale", "Loxley Fold", "Pollock Cross", "Rivelin", "Sheaf Bridge"],
    ),
    (
        "bk3-10",
        "which counties do Loxley Leaven's regular customers live in",
        ["Loxley Leaven"],
        [("shops at", B), ("lives", F), ("county", F)],
        ["Lower Tarran", "Vestrand"],
    ),
    (
        "bk3-11",
        "who owns the bakery that bakes the bread Jasmine Café serves",
        ["Jasmine Café"],
        [("serves", F), ("bakes", B), ("owned by", F)],
        ["Gwen Ashdown"],
    ),
    (
        "bk3-12",
        "Rafael Quint's master is employed by a bakery belonging to which association?",
        ["Rafael Quint"],
        [("apprenticed to", F), ("works at", F), ("guild", F)],
        ["Real Bread Guild of Corland"],
    ),
    (
        "bk3-13",
        "which mills supply bakeries in Vestrand",
        ["Vestrand"],
        [("county", B), ("in town", B), ("miller", F)],
        ["Osterholm Mølle"],
    ),
    (
        "bk3-14",
        "which bakeries employ the panel of the show where Loxley Leaven took top prize",
        ["Loxley Leaven"],
        [("best loaf", B), ("judge", F), ("works at", F)],
        ["The Ings Loaf", "Glaisdale Rye House", "Penhallow Pasty & Loaf"],
    ),
    (
        "bk3-15",
        "what town is the trade body the Nordavian Rugbrød Prize winner belongs to based in",
        ["Nordavian Rugbrød Prize"],
        [("best loaf", F), ("guild", F), ("seat", F)],
        ["Hjelmvik"],
    ),
    # topic not in the graph
    ("bk0-01", "who owns Millstone Crust Bakery?", 1),
    ("bk0-02", "where does Harbourside Crumb Co get its flour", 1),
    ("bk0-03", "who did Agnes Pennywhistle train under", 1),
    ("bk0-04", "which bakery won the Dunwich Cob Contest", 1),
    ("bk0-05", "what country are the ovens at Kingsbridge Bakehouse from", 2),
    # relation the graph lacks
    (
        "bkx-01",
        "what time does Crust & Crumb open on sundays",
        ["Crust & Crumb"],
        1,
        "opening hours",
    ),
    ("bkx-02", "how much is a loaf at The Ings Loaf?", ["The Ings Loaf"], 1, "price"),
    ("bkx-03", "how many calories in a Walnut Twist", ["Walnut Twist"], 1, "nutrition"),
    ("bkx-04", "when was Stanbeck Watermill built", ["Stanbeck Watermill"], 1, "year built"),
    (
        "bkx-05",
        "how many loaves a day does Fenbury Tin & Bloomer bake",
        ["Fenbury Tin & Bloomer"],
        1,
        "daily output",
    ),
    ("bkx-06", "does the Honey Cob have any allergens in it", ["Honey Cob"], 1, "allergens"),
    ("bkx-07", "what's the website for Strandby Bageri", ["Strandby Bageri"], 1, "website"),
    ("bkx-08", "how old is martha greaves", ["Martha Greaves"], 1, "age"),
    (
        "bkx-09",
        "how many tonnes a year does Tarran Windmill grind",
        ["Tarran Windmill"],
        1,
        "annual output",
    ),
    (
        "bkx-10",
        "what's the prize money at the Fenbury Bread Fair?",
        ["Fenbury Bread Fair"],
        1,
        "prize money",
    ),
    (
        "bkx-11",
        "which bakers' guild is Quarry Oven part of",
        ["Quarry Oven"],
        1,
        "none for entity: guild",
    ),
    (
        "bkx-12",
        "who did Owain Pryce learn his baking from",
        ["Owain Pryce"],
        1,
        "none for entity: apprenticed to",
    ),
    (
        "bkx-13",
        "where did Jory Tremayne go to baking school",
        ["Jory Tremayne"],
        1,
        "none for entity: college",
    ),
    (
        "bkx-14",
        "what's Martha Greaves' signature loaf",
        ["Martha Greaves"],
        1,
        "none for entity: signature",
    ),
    (
        "bkx-15",
        "which bakery does Denholm Carr work at?",
        ["Denholm Carr"],
        1,
        "none for entity: works at",
    ),
]


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    plain = {eid: name.split("\t")[0] for eid, name in names.items()}
    write_questions_by_name(HERE, triples, plain, SPECS)
