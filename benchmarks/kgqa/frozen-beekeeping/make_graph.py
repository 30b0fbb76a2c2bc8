"""Build the `frozen-beekeeping` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional beekeeping country: five districts and their villages, apiaries (village,
beekeeper, the bee strain in the hives, the breeder the queens come from, the plants the bees
forage on, the honeys they yield), beekeepers (the village they live in, their associations,
the beekeepers who mentored them), the countries the strains come from, the months plants
flower in, the breeders' villages and the shops that sell each honey. Every name and fact is
invented (plant and month names are the usual ones). The named districts, villages,
strains, breeders, associations, plants, shops, sixteen beekeepers, eighteen apiaries and
fourteen honeys are written by hand below; a seeded generator adds filler villages,
beekeepers, apiaries and honeys around them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-beekeeping/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

SEED = 1609

# Relation labels, deliberately in mixed styles.
KEPT_BY = "keptBy"  # apiary -> beekeeper
AT_VILLAGE = "apiary.village"  # apiary -> village
DISTRICT = "DIST"  # village -> district
STRAIN = "stocked with"  # apiary -> bee strain
QUEENS = "queens from"  # apiary -> queen breeder
MENTOR = "MNTR"  # beekeeper -> beekeeper who mentored them
FORAGES = "http://apis.example.org/vocab#forages"  # apiary -> forage plant
HONEY = "producesHoney"  # apiary -> honey
SOLD_AT = "sold at"  # honey -> shop
MEMBER = "assoc.member"  # beekeeper -> association
LIVES = "lives_at"  # beekeeper -> village
BREEDER_BASE = "breeder.base"  # queen breeder -> village
FLOWERS = "FLWR_MO"  # forage plant -> month it flowers in
ORIGIN = "origin land"  # bee strain -> country it comes from

# Hand-written villages: name -> district
VILLAGES = {
    "Larkmoor": "Wealdmoor",
    "Thistlecombe": "Wealdmoor",
    "Ebbing Green": "Wealdmoor",
    "Lindley Parva": "Lindenshire",
    "Hallowcross": "Lindenshire",
    "Tansy End": "Lindenshire",
    "Carrow Bridge": "Carrowfell",
    "Fellside": "Carrowfell",
    "Gorsey Knap": "Carrowfell",
    "Hazelby": "Hazeldean",
    "Millstead": "Hazeldean",
    "Quillon": "Hazeldean",
    "Sorrel Ash": "Sorrelmead",
    "Brookhurst": "Sorrelmead",
    "Pennywell": "Sorrelmead",
}
DISTRICTS = ["Wealdmoor", "Lindenshire", "Carrowfell", "Hazeldean", "Sorrelmead"]
# Bee strains: name -> country of origin
STRAINS = {
    "Alder Black": "Osterland",
    "Velmar Carniolan": "Velmaria",
    "Sunstripe Italian": "Sunmere",
    "Kestra Hybrid": "Osterland",
    "Moorland Native": "Albrenn",
    "Osterling Grey": "Osterland",
    "Pellucid Buckfast": "Albrenn",
    "Tarvic Caucasian": "Tarvica",
}
# Queen breeders: name -> village
BREEDERS = {
    "Hollin Queens": "Fellside",
    "Brookhurst Bee Farm": "Brookhurst",
    "Golden Comb Queen Rearing": "Hazelby",
    "Marrable Apiaries Ltd": "Tansy End",
    "Northwind Queens": "Gorsey Knap",
    "Quillon Bee Breeders": "Quillon",
}
ASSOCIATIONS = [
    "Wealdmoor Beekeepers' Association",
    "Lindenshire BKA",
    "Carrowfell & District Beekeepers",
    "Hazeldean Bee Club",
    "Sorrelmead Apiarists' Society",
]
# Forage plants: name -> months in flower
PLANTS = {
    "Heather": ["August", "September"],
    "Oilseed Rape": ["April", "May"],
    "Lime Tree": ["June", "July"],
    "Bramble": ["June", "July", "August"],
    "Clover": ["May", "June", "July", "August"],
    "Willow": ["March", "April"],
    "Hawthorn": ["May"],
    "Ivy": ["September", "October"],
    "Borage": ["June", "July", "August"],
    "Lavender": ["July", "August"],
    "Sweet Chestnut": ["June", "July"],
    "Rosebay Willowherb": ["July", "August"],
    "Dandelion": ["March", "April", "May"],
    "Field Bean": ["May", "June"],
    "Phacelia": ["June", "July"],
    "Sycamore": ["April", "May"],
    "Blackthorn": ["March", "April"],
    "Apple Blossom": ["April", "May"],
    "Himalayan Balsam": ["July", "August", "September", "October"],
    "Thyme": ["June", "July"],
}
SHOPS = [
    "Larkmoor Village Stores",
    "The Honey Pot, Hazelby",
    "Millstead Farm Shop",
    "Carrow Bridge Deli",
    "Pennywell Market Hall",
    "Fellside Post Office",
    "Tansy End Co-op",
    "Ebbing Green Farmers' Market",
    "The Wax & Wick, Quillon",
    "Lindley Parva Garden Centre",
    "Sorrel Ash Butchers",
    "Brookhurst Organic Grocer",
]
# Beekeepers: name -> (village they live in, associations, mentors)
BEEKEEPERS = {
    "Winifred Ashcombe": ("Larkmoor", ["Wealdmoor Beekeepers' Association"], []),
    "Rowan Thackeray": (
        "Thistlecombe",
        ["Wealdmoor Beekeepers' Association"],
        ["Winifred Ashcombe"],
    ),
    "Delphine Okafor": ("Lindley Parva", ["Lindenshire BKA"], ["Winifred Ashcombe"]),
    "Bartholomew Quince": ("Carrow Bridge", ["Carrowfell & District Beekeepers"], []),
    "Seren Maddox": ("Fellside", ["Carrowfell & District Beekeepers"], ["Bartholomew Quince"]),
    "Ezra Pennock": ("Hazelby", ["Hazeldean Bee Club"], ["Rowan Thackeray"]),
    "Isadora Finch": (
        "Millstead",
        ["Hazeldean Bee Club", "Lindenshire BKA"],
        ["Delphine Okafor", "Seren Maddox"],
    ),
    "Gideon Harrow": (
        "Sorrel Ash",
        ["Sorrelmead Apiarists' Society", "Carrowfell & District Beekeepers"],
        ["Bartholomew Quince"],
    ),
    "Marisol Vane": ("Brookhurst", ["Sorrelmead Apiarists' Society"], ["Gideon Harrow"]),
    "Tobias Wren": ("Ebbing Green", ["Wealdmoor Beekeepers' Association"], ["Ezra Pennock"]),
    "Ottilie Brace": ("Tansy End", ["Lindenshire BKA"], ["Delphine Okafor"]),
    "Cormac Lyle": ("Gorsey Knap", ["Carrowfell & District Beekeepers"], ["Seren Maddox"]),
    "Beatrice Hollin": ("Quillon", ["Hazeldean Bee Club"], ["Isadora Finch"]),
    "Nkechi Adebayo": ("Pennywell", ["Sorrelmead Apiarists' Society"], ["Marisol Vane"]),
    "Alfred Tunstall": ("Hallowcross", ["Lindenshire BKA"], ["Ottilie Brace"]),
    "Juniper Cole": ("Larkmoor", ["Wealdmoor Beekeepers' Association"], ["Tobias Wren"]),
}
# Apiaries: name -> (village, beekeeper, strain, queen breeder or None, forage, honeys)
APIARIES = {
    "Larkmoor Heath Apiary": (
        "Larkmoor",
        "Winifred Ashcombe",
        "Moorland Native",
        None,
        ["Heather", "Bramble", "Willow"],
        ["Larkmoor Heather Honey"],
    ),
    "Ashcombe Orchard Hives": (
        "Ebbing Green",
        "Winifred Ashcombe",
        "Alder Black",
        "Hollin Queens",
        ["Apple Blossom", "Dandelion", "Blackthorn"],
        ["Ebbing Green Spring Honey"],
    ),
    "Thistlecombe Bee Garden": (
        "Thistlecombe",
        "Rowan Thackeray",
        "Velmar Carniolan",
        "Golden Comb Queen Rearing",
        ["Clover", "Lime Tree", "Borage"],
        ["Thistlecombe Summer Blend"],
    ),
    "Lindley Manor Apiary": (
        "Lindley Parva",
        "Delphine Okafor",
        "Sunstripe Italian",
        "Marrable Apiaries Ltd",
        ["Lime Tree", "Sweet Chestnut"],
        ["Linden Gold"],
    ),
    "Carrow Mill Hives": (
        "Carrow Bridge",
        "Bartholomew Quince",
        "Pellucid Buckfast",
        "Northwind Queens",
        ["Himalayan Balsam", "Bramble", "Ivy"],
        ["Carrow Autumn Honey"],
    ),
    "Fellside Top Apiary": (
        "Fellside",
        "Seren Maddox",
        "Tarvic Caucasian",
        "Hollin Queens",
        ["Heather", "Rosebay Willowherb"],
        ["Fellside Heather Honey"],
    ),
    "Hazelby Allotment Hives": (
        "Hazelby",
        "Ezra Pennock",
        "Kestra Hybrid",
        "Golden Comb Queen Rearing",
        ["Phacelia", "Field Bean", "Clover"],
        ["Hazelby Wildflower Honey"],
    ),
    "Millstead Lavender Apiary": (
        "Millstead",
        "Isadora Finch",
        "Sunstripe Italian",
        "Quillon Bee Breeders",
        ["Lavender", "Thyme", "Borage"],
        ["Millstead Lavender Honey"],
    ),
    "Sorrel Ash Churchyard Hives": (
        "Sorrel Ash",
        "Gideon Harrow",
        "Osterling Grey",
        None,
        ["Lime Tree", "Ivy", "Sycamore"],
        ["Sorrel Ash Lime Honey"],
    ),
    "Brookhurst Meadow Apiary": (
        "Brookhurst",
        "Marisol Vane",
        "Pellucid Buckfast",
        "Brookhurst Bee Farm",
        ["Clover", "Dandelion", "Hawthorn"],
        ["Brookhurst Meadow Honey"],
    ),
    "Ebbing Green Rooftop Hives": (
        "Ebbing Green",
        "Tobias Wren",
        "Velmar Carniolan",
        "Golden Comb Queen Rearing",
        ["Lime Tree", "Sycamore"],
        ["Ebbing Green Spring Honey"],
    ),
    "Tansy End Rape Field Apiary": (
        "Tansy End",
        "Ottilie Brace",
        "Kestra Hybrid",
        "Marrable Apiaries Ltd",
        ["Oilseed Rape", "Field Bean"],
        ["Tansy Set Honey"],
    ),
    "Gorsey Knap Moor Hives": (
        "Gorsey Knap",
        "Cormac Lyle",
        "Moorland Native",
        "Northwind Queens",
        ["Heather"],
        ["Gorsey Knap Ling Honey"],
    ),
    "Quillon Chestnut Apiary": (
        "Quillon",
        "Beatrice Hollin",
        "Tarvic Caucasian",
        "Quillon Bee Breeders",
        ["Sweet Chestnut", "Bramble"],
        ["Quillon Chestnut Honey"],
    ),
    "Pennywell Spring Apiary": (
        "Pennywell",
        "Nkechi Adebayo",
        "Alder Black",
        "Brookhurst Bee Farm",
        ["Willow", "Blackthorn", "Dandelion"],
        ["Pennywell Blossom Honey"],
    ),
    "Hallowcross Vicarage Hives": (
        "Hallowcross",
        "Alfred Tunstall",
        "Velmar Carniolan",
        "Marrable Apiaries Ltd",
        ["Apple Blossom", "Hawthorn"],
        [],
    ),
    "Larkmoor Common Hives": (
        "Larkmoor",
        "Juniper Cole",
        "Moorland Native",
        None,
        ["Heather", "Himalayan Balsam"],
        ["Larkmoor Heather Honey"],
    ),
    "Fellside Beck Apiary": (
        "Fellside",
        "Cormac Lyle",
        "Pellucid Buckfast",
        "Hollin Queens",
        ["Rosebay Willowherb", "Bramble", "Himalayan Balsam"],
        ["Fellside Heather Honey"],
    ),
}
# Honeys: name -> shops selling it
HONEYS = {
    "Larkmoor Heather Honey": [
        "Larkmoor Village Stores",
        "Ebbing Green Farmers' Market",
        "The Honey Pot, Hazelby",
    ],
    "Ebbing Green Spring Honey": ["Ebbing Green Farmers' Market"],
    "Thistlecombe Summer Blend": ["Larkmoor Village Stores", "Millstead Farm Shop"],
    "Linden Gold": ["Lindley Parva Garden Centre", "Tansy End Co-op"],
    "Carrow Autumn Honey": ["Carrow Bridge Deli", "Fellside Post Office"],
    "Fellside Heather Honey": [
        "Fellside Post Office",
        "Carrow Bridge Deli",
        "The Honey Pot, Hazelby",
    ],
    "Hazelby Wildflower Honey": ["The Honey Pot, Hazelby"],
    "Millstead Lavender Honey": [
        "Millstead Farm Shop",
        "The Wax & Wick, Quillon",
        "Brookhurst Organic Grocer",
    ],
    "Sorrel Ash Lime Honey": ["Sorrel Ash Butchers", "Pennywell Market Hall"],
    "Brookhurst Meadow Honey": ["Brookhurst Organic Grocer", "Pennywell Market Hall"],
    "Tansy Set Honey": ["Tansy End Co-op"],
    "Gorsey Knap Ling Honey": ["Carrow Bridge Deli"],
    "Quillon Chestnut Honey": ["The Wax & Wick, Quillon"],
    "Pennywell Blossom Honey": ["Pennywell Market Hall", "Sorrel Ash Butchers"],
}

FILLER_VILLAGES = [
    "Ashwell Bottom",
    "Bramley Cross",
    "Cowslip Hill",
    "Dunnock Green",
    "Elderwick",
    "Furzeham",
    "Goosey Lane",
    "Hobbs Ford",
    "Ivybridge Parva",
    "Jackdaw End",
    "Kingcup",
    "Little Orme",
    "Meadowsweet",
    "Nettlebed",
    "Oxlip Cross",
    "Pollard Green",
    "Rushmere",
]
FILLER_FIRST = ["Agatha", "Barnaby", "Clemency", "Dafydd", "Eliza", "Florian", "Gwen", "Horace"]
FILLER_FIRST += ["Ida", "Jasper", "Kit", "Lettice", "Mungo", "Nell", "Osric", "Prudence"]
FILLER_LAST = ["Appleyard", "Bunting", "Cobb", "Drinkwater", "Elms", "Fairweather", "Goodall"]
FILLER_LAST += ["Hatch", "Inkpen", "Jolly", "Kemble", "Lark", "Meadows", "Nettles", "Oddie"]
APIARY_FEATURES = ["Orchard", "Meadow", "Wood", "Lane", "Hill", "Brook", "Farm", "Glebe"]
APIARY_KINDS = ["Apiary", "Hives", "Bee Yard"]
HONEY_KINDS = ["Wildflower", "Set", "Runny", "Comb", "Borage", "Blossom", "Summer", "Autumn"]
N_FILLER_BEEKEEPERS = 50
N_FILLER_APIARIES = 64
N_FILLER_HONEYS = 40


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    names = EntityKeys()
    key = names.key

    def village(name: str) -> str:
        return key("village", name)

    def keeper(name: str) -> str:
        return key("keeper", name)

    def honey(name: str) -> str:
        return key("honey", name)

    for name, district in VILLAGES.items():
        facts.append((village(name), DISTRICT, key("district", district)))
    for name, country in STRAINS.items():
        facts.append((key("strain", name), ORIGIN, key("country", country)))
    for name, place in BREEDERS.items():
        facts.append((key("breeder", name), BREEDER_BASE, village(place)))
    for name, months in PLANTS.items():
        facts += [(key("plant", name), FLOWERS, key("month", m)) for m in months]
    for name, (place, clubs, mentors) in BEEKEEPERS.items():
        facts.append((keeper(name), LIVES, village(place)))
        facts += [(keeper(name), MEMBER, key("assoc", c)) for c in clubs]
        facts += [(keeper(name), MENTOR, keeper(m)) for m in mentors]
    for name, (place, owner, strain, breeder, plants, honeys) in APIARIES.items():
        site = key("apiary", name)
        facts += [
            (site, AT_VILLAGE, village(place)),
            (site, KEPT_BY, keeper(owner)),
            (site, STRAIN, key("strain", strain)),
        ]
        if breeder:
            facts.append((site, QUEENS, key("breeder", breeder)))
        facts += [(site, FORAGES, key("plant", p)) for p in plants]
        facts += [(site, HONEY, honey(h)) for h in honeys]
    for name, shops in HONEYS.items():
        facts += [(honey(name), SOLD_AT, key("shop", s)) for s in shops]

    # Filler villages, spread over the districts.
    for name in FILLER_VILLAGES:
        facts.append((village(name), DISTRICT, key("district", rng.choice(DISTRICTS))))
    all_villages = [*VILLAGES, *FILLER_VILLAGES]

    # Filler beekeepers: one or two associations; most were mentored by an earlier beekeeper.
    full = sorted({f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST} - set(BEEKEEPERS))
    filler_keepers = rng.sample(full, N_FILLER_BEEKEEPERS)
    mentors = sorted(BEEKEEPERS)
    for name in filler_keepers:
        facts.append((keeper(name), LIVES, village(rng.choice(all_villages))))
        n_clubs = 1 if rng.random() < 0.85 else 2
        facts += [
            (keeper(name), MEMBER, key("assoc", c)) for c in rng.sample(ASSOCIATIONS, n_clubs)
        ]
        if rng.random() < 0.6:
            facts.append((keeper(name), MENTOR, keeper(rng.choice(mentors))))
        mentors.append(name)

    # Filler apiaries: a filler village, a feature and a kind; kept by filler beekeepers.
    sites = sorted({(v, f) for v in FILLER_VILLAGES for f in APIARY_FEATURES})
    filler_apiaries = []
    for place, feature in rng.sample(sites, N_FILLER_APIARIES):
        name = f"{place} {feature} {rng.choice(APIARY_KINDS)}"
        filler_apiaries.append(name)
        site = key("apiary", name)
        owner = filler_keepers[len(filler_apiaries) % N_FILLER_BEEKEEPERS]
        facts += [
            (site, AT_VILLAGE, village(place)),
            (site, KEPT_BY, keeper(owner)),
            (site, STRAIN, key("strain", rng.choice(sorted(STRAINS)))),
        ]
        if rng.random() < 0.6:
            facts.append((site, QUEENS, key("breeder", rng.choice(sorted(BREEDERS)))))
        n_plants = rng.choice([1, 1, 2, 2])
        facts += [(site, FORAGES, key("plant", p)) for p in rng.sample(sorted(PLANTS), n_plants)]

    # Filler honeys: "<village> <kind> Honey", from one or two filler apiaries, one or two shops.
    candidates = sorted({f"{v} {k} Honey" for v in FILLER_VILLAGES for k in HONEY_KINDS})
    for name in rng.sample(candidates, N_FILLER_HONEYS):
        for site in rng.sample(filler_apiaries, rng.randint(1, 2)):
            facts.append((key("apiary", site), HONEY, honey(name)))
        facts += [
            (honey(name), SOLD_AT, key("shop", s)) for s in rng.sample(SHOPS, rng.randint(1, 2))
        ]

    shown = list(names.values())
    if len(set(shown)) != len(shown):
        raise ValueError("two entities share a name")
    return with_opaque_ids(facts, names, rng, range(10000), "ap^{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
