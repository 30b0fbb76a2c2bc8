"""Build the `frozen-farms` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional farming district: farms with their villages, soils, main crops, the varieties
they plant, the co-operatives they belong to and the makers of their machinery; each
variety's crop and breeder, where the breeders are based, the co-operatives' seats and the
buyers they supply, where buyers and makers have their head offices, and each village's
region. Every name and fact is invented. Twenty named farms, all varieties, breeders,
co-operatives, buyers, makers and villages are written by hand below; a seeded generator adds
filler farms around them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-farms/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

PLANTS = "plantsVariety"
SPECIES = "crop.variety.species"
BREEDER = "BRED_BY"
BREEDER_BASE = "based at"
MEMBER = "mbr"
SUPPLIES = "SUPPLIES"
MACHINES = "equip.src"
LOCATION = "http://agro.example.org/terms/location"
REGION = "REGION_CD"
SOIL = "soil type"
COOP_SEAT = "coop.seat"
HEAD_OFFICE = "hq"
MAIN_CROP = "primaryCrop"

# village -> region
VILLAGES = {
    "Oakfield": "North Vale",
    "Ashby Parva": "North Vale",
    "Little Hallam": "North Vale",
    "Thornbury": "North Vale",
    "Kelsey Cross": "North Vale",
    "Wickham Fen": "East Fens",
    "Saltby": "East Fens",
    "Holme Drove": "East Fens",
    "Marshgate": "East Fens",
    "Eastfen St Mary": "East Fens",
    "Fenwick": "East Fens",
    "Westfold Green": "Westfold",
    "Brackley Ford": "Westfold",
    "Coldharbour": "Westfold",
    "Elmstead": "Westfold",
    "Hadley End": "Westfold",
    "Moorside": "Highmoor",
    "High Cragg": "Highmoor",
    "Nether Stowe": "Highmoor",
    "Ravensfell": "Highmoor",
    "Greyburn": "Highmoor",
    "Southdown Cross": "Southdown",
    "Chalkpit": "Southdown",
    "Bramley": "Southdown",
    "Harting Down": "Southdown",
    "Fernhurst": "Southdown",
    "Millbrook": "Riverlands",
    "Three Rivers": "Riverlands",
    "Weir End": "Riverlands",
    "Otterford": "Riverlands",
    "Kingsmead": "Riverlands",
    "Willowby": "Riverlands",
    "Salthouse": "Marsh Coast",
    "Marsh End": "Marsh Coast",
    "Cley Staithe": "Marsh Coast",
    "Sandhaven": "Marsh Coast",
    "Dale Head": "Upper Dale",
    "Kelsey Wold": "North Vale",
    "Hallam Moor": "Highmoor",
    "Saltby Marsh": "Marsh Coast",
    "Little Oakfield": "Southdown",
    "Dalebridge": "Upper Dale",
    "Hillcrest": "Upper Dale",
    "Greenvale": "Upper Dale",
    "Lowick": "Upper Dale",
    "Oakfield Magna": "Riverlands",
    "Ashby Fen": "East Fens",
    "Northmoor": "Highmoor",
    "Vale Bottom": "North Vale",
}

CROPS = [
    "wheat",
    "barley",
    "oats",
    "rye",
    "maize",
    "potatoes",
    "sugar beet",
    "oilseed rape",
    "sunflower",
    "soybeans",
    "field peas",
    "apples",
    "grapes",
    "strawberries",
]
SOILS = [
    "clay loam",
    "sandy loam",
    "silt loam",
    "chalk",
    "peat",
    "heavy clay",
    "loess",
    "gravelly sand",
]

# breeder -> village
BREEDERS = {
    "Hollis Seeds": "Little Hallam",
    "Brightfield Genetics": "Kingsmead",
    "Nordkorn Breeding": "Northmoor",
    "Agrovita": "Wickham Fen",
    "Dr Ellen Marsh": "Marsh End",
    "Harvest Line Breeders": "Brackley Ford",
    "Terra Nova Plant Science": "Three Rivers",
    "Pennant Seeds": "Elmstead",
    "KleinSaat": "Ashby Parva",
    "Valley Fruit Research Station": "Greenvale",
    "Oakfield Plant Breeding": "Oakfield",
    "Sunridge Seeds": "Southdown Cross",
}

# variety -> (crop, breeder)
VARIETIES = {
    "Goldcrest": ("wheat", "Hollis Seeds"),
    "Redstart": ("wheat", "Hollis Seeds"),
    "Marlowe": ("wheat", "KleinSaat"),
    "Tundra": ("wheat", "Nordkorn Breeding"),
    "Sterling": ("wheat", "Harvest Line Breeders"),
    "Highland Pearl": ("barley", "Nordkorn Breeding"),
    "Laureat": ("barley", "KleinSaat"),
    "Copper Ridge": ("barley", "Pennant Seeds"),
    "Skylark": ("barley", "Hollis Seeds"),
    "Balmoral": ("oats", "Nordkorn Breeding"),
    "Whitethorn": ("oats", "Pennant Seeds"),
    "Mascot": ("oats", "Harvest Line Breeders"),
    "Dark Harvest": ("rye", "KleinSaat"),
    "Borodin": ("rye", "Nordkorn Breeding"),
    "Sunburst": ("maize", "Sunridge Seeds"),
    "Amber Flint": ("maize", "Terra Nova Plant Science"),
    "Prairie Gold": ("maize", "Sunridge Seeds"),
    "Rosalind": ("potatoes", "Agrovita"),
    "Harlequin": ("potatoes", "Agrovita"),
    "Maiden Blush": ("potatoes", "Dr Ellen Marsh"),
    "Cheviot Red": ("potatoes", "Dr Ellen Marsh"),
    "Sweetbriar": ("sugar beet", "Agrovita"),
    "Polar Crown": ("sugar beet", "Terra Nova Plant Science"),
    "Aurelia": ("oilseed rape", "Brightfield Genetics"),
    "Canary": ("oilseed rape", "Brightfield Genetics"),
    "Brightfield Gold": ("oilseed rape", "Brightfield Genetics"),
    "Helio Max": ("sunflower", "Sunridge Seeds"),
    "Sunburst Giant": ("sunflower", "Terra Nova Plant Science"),
    "Jadeite": ("soybeans", "Terra Nova Plant Science"),
    "Northern Pearl": ("soybeans", "Harvest Line Breeders"),
    "Greenfinch": ("field peas", "Pennant Seeds"),
    "Emerald Pod": ("field peas", "Dr Ellen Marsh"),
    "Oakfield Pippin": ("apples", "Oakfield Plant Breeding"),
    "Crimson Tilly": ("apples", "Valley Fruit Research Station"),
    "Bramble Queen": ("apples", "Oakfield Plant Breeding"),
    "Silver Muscat": ("grapes", "Valley Fruit Research Station"),
    "Valley Noir": ("grapes", "Valley Fruit Research Station"),
    "Summer Jewel": ("strawberries", "Oakfield Plant Breeding"),
    "Cambridge Ruby": ("strawberries", "Dr Ellen Marsh"),
    "Ruby Sterling": ("strawberries", "Valley Fruit Research Station"),
}

# buyer -> head-office village
BUYERS = {
    "Millbrook Flour Mills": "Millbrook",
    "Brewer's Malting Co": "Brackley Ford",
    "Crispin Potato Crisps": "Saltby",
    "Sweetvale Sugar": "Wickham Fen",
    "Golden Press Oils": "Kingsmead",
    "Harvest Foods": "Three Rivers",
    "FreshMart Supermarkets": "Otterford",
    "Riverside Cider Works": "Weir End",
    "Valley Winery": "Greenvale",
    "Northern Feed Mills": "Northmoor",
    "Oatland Breakfast Foods": "Thornbury",
    "Baker Brothers Bakery": "Bramley",
    "Greenhouse Fresh": "Sandhaven",
    "Continental Grain Traders": "Salthouse",
}

# co-operative -> (seat village, buyers supplied)
COOPS = {
    "Oakfield Growers Co-op": ("Oakfield", ["Riverside Cider Works", "FreshMart Supermarkets"]),
    "Vale Farmers Cooperative": (
        "Vale Bottom",
        ["Millbrook Flour Mills", "Oatland Breakfast Foods", "Northern Feed Mills"],
    ),
    "Northmoor Grain Co-op": ("Northmoor", ["Continental Grain Traders", "Brewer's Malting Co"]),
    "Three Rivers Co-operative": ("Three Rivers", ["Harvest Foods", "Golden Press Oils"]),
    "Eastfen Producers": ("Eastfen St Mary", ["Sweetvale Sugar", "Crispin Potato Crisps"]),
    "Hillcrest Fruit Growers": (
        "Hillcrest",
        ["Valley Winery", "Greenhouse Fresh", "FreshMart Supermarkets"],
    ),
    "Greenvale Co-op": ("Greenvale", ["Valley Winery"]),
    "Marsh End Co-operative": ("Marsh End", ["Crispin Potato Crisps", "Harvest Foods"]),
    "Saltby Grain Pool": ("Saltby", ["Continental Grain Traders", "Baker Brothers Bakery"]),
    "Westfold Farmers Union": (
        "Westfold Green",
        ["Brewer's Malting Co", "Millbrook Flour Mills", "Golden Press Oils"],
    ),
}

# machinery maker -> head-office village
MAKERS = {
    "Fieldmaster Tractors": "Coldharbour",
    "Agrimax": "Kelsey Cross",
    "Harrow & Sons": "Hadley End",
    "Valtrek": "Dalebridge",
    "Stubble King": "Fenwick",
    "Greenline Machinery": "Otterford",
    "Kornbauer": "Ashby Parva",
    "Terrastar Equipment": "Chalkpit",
    "Oakfield Engineering": "Oakfield Magna",
    "Deerborn Implements": "Moorside",
}

# The named farms: village, soil, main crop, varieties, co-operative, machinery makers.
FARMS = [
    ("Oakfield Farm", "Oakfield", "clay loam", "apples",
     ["Oakfield Pippin", "Bramble Queen"], "Oakfield Growers Co-op", ["Oakfield Engineering"]),
    ("Home Farm Oakfield", "Oakfield", "clay loam", "wheat",
     ["Goldcrest", "Skylark"], "Vale Farmers Cooperative", ["Fieldmaster Tractors", "Agrimax"]),
    ("Manor Farm", "Ashby Parva", "silt loam", "wheat",
     ["Marlowe", "Redstart", "Laureat"], "Vale Farmers Cooperative", ["Kornbauer"]),
    ("Lower Manor Farm", "Ashby Fen", "peat", "potatoes",
     ["Rosalind", "Maiden Blush"], "Eastfen Producers", ["Stubble King"]),
    ("Wickham Fen Farm", "Wickham Fen", "peat", "sugar beet",
     ["Sweetbriar", "Harlequin"], "Eastfen Producers", ["Stubble King", "Agrimax"]),
    ("Saltby Grange", "Saltby", "silt loam", "wheat",
     ["Tundra", "Sterling"], "Saltby Grain Pool", ["Fieldmaster Tractors"]),
    ("Marshgate Holdings", "Marshgate", "heavy clay", "field peas",
     ["Greenfinch", "Emerald Pod", "Sterling"], "Eastfen Producers", ["Greenline Machinery"]),
    ("Brackley Ford Farm", "Brackley Ford", "loess", "barley",
     ["Copper Ridge", "Laureat"], "Westfold Farmers Union", ["Harrow & Sons"]),
    ("Coldharbour Farm", "Coldharbour", "loess", "oilseed rape",
     ["Aurelia", "Canary"], "Westfold Farmers Union", ["Fieldmaster Tractors"]),
    ("Brightfield Farm", "Elmstead", "sandy loam", "oilseed rape",
     ["Brightfield Gold"], "Westfold Farmers Union", ["Harrow & Sons", "Valtrek"]),
    ("High Cragg Farm", "High Cragg", "gravelly sand", "oats",
     ["Balmoral", "Borodin"], "Northmoor Grain Co-op", ["Deerborn Implements"]),
    ("Ravensfell Farm", "Ravensfell", "gravelly sand", "rye",
     ["Dark Harvest", "Borodin", "Balmoral"], "Northmoor Grain Co-op", ["Deerborn Implements"]),
    ("Southdown Farm", "Southdown Cross", "chalk", "sunflower",
     ["Helio Max", "Sunburst Giant"], None, ["Terrastar Equipment"]),
    ("Chalkpit Farm", "Chalkpit", "chalk", "maize",
     ["Sunburst", "Prairie Gold"], None, ["Terrastar Equipment", "Valtrek"]),
    ("Millbrook Farm", "Millbrook", "silt loam", "maize",
     ["Amber Flint", "Jadeite"], "Three Rivers Co-operative", ["Greenline Machinery"]),
    ("Three Rivers Farm", "Three Rivers", "clay loam", "soybeans",
     ["Jadeite", "Northern Pearl"], "Three Rivers Co-operative", ["Greenline Machinery", "Agrimax"]),
    ("Salthouse Farm", "Salthouse", "sandy loam", "potatoes",
     ["Cheviot Red", "Harlequin"], "Marsh End Co-operative", ["Stubble King"]),
    ("Hillcrest Vineyard", "Hillcrest", "sandy loam", "grapes",
     ["Silver Muscat", "Valley Noir"], "Hillcrest Fruit Growers", ["Valtrek"]),
    ("Greenvale Orchard", "Greenvale", "clay loam", "apples",
     ["Crimson Tilly", "Oakfield Pippin"], "Greenvale Co-op", ["Valtrek", "Oakfield Engineering"]),
    ("Sandhaven Berry Farm", "Sandhaven", "sandy loam", "strawberries",
     ["Summer Jewel", "Cambridge Ruby", "Ruby Sterling"], "Hillcrest Fruit Growers", ["Greenline Machinery"]),
]  # fmt: skip

FILLER_FARMS = [
    "Hill Farm", "Church Farm", "Glebe Farm", "Grange Farm", "Moat Farm", "Park Farm",
    "Lodge Farm", "Mill Farm", "Brook Farm", "Valley Farm", "Rookery Farm", "Elm Tree Farm",
    "Top Farm", "Bottom Farm", "Windmill Farm", "Poplar Farm", "Ash Farm", "Willow Farm",
    "Hollow Farm", "Heath Farm", "Cross Farm", "Crossways Farm", "Fen Farm", "New Farm",
    "Old Hall Farm", "Hall Farm", "Priory Farm", "Abbey Farm", "Orchard Farm", "Barn Farm",
    "Stone Farm", "Sunnyside Farm", "Pond Farm", "Fox Farm", "Badger Farm", "Owl Farm",
    "Meadow Farm", "Green Farm", "Oak Farm", "Beech Farm", "Holly Farm", "Ivy Farm",
    "Rose Farm", "Thorn Farm", "Bridge Farm", "Ford Farm", "Low Farm", "High Farm",
    "North Farm", "South Farm", "East Farm", "West Farm", "Upper Farm", "Nether Farm",
    "Long Farm", "Marsh Farm", "Dale Farm", "Moor Farm", "Vale Farm", "Ridge Farm",
    "Chapel Farm", "Rectory Farm", "Warren Farm", "Lane End Farm", "Wood Farm",
    "Spring Farm", "Well Farm", "Pear Tree Farm", "Cherry Tree Farm", "Manor House Farm",
    "Mount Pleasant Farm", "Castle Farm", "Tithe Barn Farm", "Sheepwash Farm", "Ryelands Farm",
]  # fmt: skip


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(5150)
    keys = EntityKeys()
    facts: list[tuple[str, str, str]] = []

    def village(name: str) -> str:
        return keys.key("village", name)

    for name, region in VILLAGES.items():
        facts.append((village(name), REGION, keys.key("region", region)))
    for name, base in BREEDERS.items():
        facts.append((keys.key("breeder", name), BREEDER_BASE, village(base)))
    for name, (crop, breeder) in VARIETIES.items():
        facts.append((keys.key("variety", name), SPECIES, keys.key("crop", crop)))
        facts.append((keys.key("variety", name), BREEDER, keys.key("breeder", breeder)))
    for name, base in BUYERS.items():
        facts.append((keys.key("buyer", name), HEAD_OFFICE, village(base)))
    for name, (seat, buyers) in COOPS.items():
        facts.append((keys.key("coop", name), COOP_SEAT, village(seat)))
        facts.extend((keys.key("coop", name), SUPPLIES, keys.key("buyer", b)) for b in buyers)
    for name, base in MAKERS.items():
        facts.append((keys.key("maker", name), HEAD_OFFICE, village(base)))

    def farm(
        name: str,
        place: str,
        soil: str,
        crop: str,
        varieties: list[str],
        coop: str | None,
        makers: list[str],
    ) -> None:
        f = keys.key("farm", name)
        facts.append((f, LOCATION, village(place)))
        facts.append((f, SOIL, keys.key("soil", soil)))
        facts.append((f, MAIN_CROP, keys.key("crop", crop)))
        facts.extend((f, PLANTS, keys.key("variety", v)) for v in varieties)
        if coop is not None:
            facts.append((f, MEMBER, keys.key("coop", coop)))
        facts.extend((f, MACHINES, keys.key("maker", m)) for m in makers)

    for row in FARMS:
        farm(*row)

    # Filler farms: the main crop's varieties mostly, now and then one of another crop.
    by_crop: dict[str, list[str]] = {}
    for v, (crop, _) in VARIETIES.items():
        by_crop.setdefault(crop, []).append(v)
    places, coops, makers = sorted(VILLAGES), sorted(COOPS), sorted(MAKERS)
    for name in FILLER_FARMS:
        crop = rng.choice(CROPS)
        varieties = rng.sample(by_crop[crop], min(len(by_crop[crop]), rng.choice([1, 1, 2])))
        if rng.random() < 0.3:
            varieties.append(rng.choice(sorted(VARIETIES)))
        farm(
            name,
            rng.choice(places),
            rng.choice(SOILS),
            crop,
            varieties,
            rng.choice(coops) if rng.random() < 0.8 else None,
            rng.sample(makers, rng.choice([1, 1, 2])),
        )
    return with_opaque_ids(facts, keys, rng, range(1000, 10000), "{:04d}.fm")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
