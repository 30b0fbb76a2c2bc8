"""Write the street-markets KGQA set (LARGE: ~3,000 entities, ~12,000 triples): street markets
and market halls, their towns, counties, operators and owning groups, licensing councils and
their inspectors, market managers and the area managers over them, hall superintendents,
traders (home town, markets they pitch at, goods, wholesalers, trading names, who taught them),
wholesalers, goods and their categories, fairs (venue, organiser, sponsor, stallholders) and
regular shoppers. Run: python benchmarks/kgqa/street-markets/make_graph.py"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import follow, write_set  # noqa: E402

SEED = 6502
Fact = tuple[str, str, str]
F, B = "->", "<-"  # walk a triple head to tail, or tail to head

FIRST = [
    "Maria",
    "Jose",
    "Ana",
    "Luis",
    "Carmen",
    "David",
    "Sarah",
    "James",
    "Emma",
    "Oliver",
    "Aisha",
    "Omar",
    "Fatima",
    "Ali",
    "Priya",
    "Raj",
    "Anil",
    "Sunita",
    "Chen",
    "Wei",
    "Mei",
    "Li",
    "Tom",
    "Jack",
    "Harry",
    "Grace",
    "Ella",
    "Lucy",
    "Sophie",
    "Daniel",
    "Adam",
    "Noah",
    "Leah",
    "Ruth",
    "Peter",
    "Paul",
    "Mark",
    "John",
    "Mary",
    "Joan",
    "Helen",
    "Susan",
    "Karen",
    "Linda",
    "Brian",
    "Kevin",
    "Gary",
    "Dean",
    "Wayne",
    "Stacey",
    "Kelly",
    "Tracy",
    "Dawn",
    "Joy",
    "Nia",
    "Kofi",
    "Ama",
    "Kwame",
    "Yaw",
    "Efua",
    "Tunde",
    "Bola",
    "Sade",
    "Femi",
    "Olu",
    "Ivan",
    "Olga",
    "Piotr",
    "Anna",
    "Marek",
    "Kasia",
    "Tomasz",
    "Ewa",
    "Jan",
    "Eva",
    "Hans",
    "Greta",
    "Sven",
    "Ingrid",
    "Liam",
    "Sean",
    "Niamh",
    "Ciara",
    "Declan",
    "Aoife",
    "Rhys",
    "Cerys",
    "Owen",
    "Megan",
    "Dylan",
    "Bethan",
    "Hamza",
    "Yusuf",
    "Zara",
    "Imran",
    "Bilal",
    "Nadia",
    "Samir",
]
LAST = [
    "Lopez",
    "Garcia",
    "Smith",
    "Jones",
    "Brown",
    "Taylor",
    "Wilson",
    "Evans",
    "Thomas",
    "Roberts",
    "Khan",
    "Ahmed",
    "Patel",
    "Shah",
    "Singh",
    "Kaur",
    "Chen",
    "Wang",
    "Li",
    "Zhang",
    "Murphy",
    "Kelly",
    "Walsh",
    "Byrne",
    "Ryan",
    "Okafor",
    "Mensah",
    "Adeyemi",
    "Boateng",
    "Nowak",
    "Kowalski",
    "Wojcik",
    "Novak",
    "Fischer",
    "Weber",
    "Hansen",
    "Berg",
    "Price",
    "Hughes",
    "Morgan",
    "Lewis",
    "Davies",
    "Clarke",
    "Baker",
    "Turner",
    "Cooper",
    "Ward",
    "Hall",
    "Wood",
    "Green",
    "King",
    "Wright",
    "Hill",
    "Scott",
    "Moore",
    "Parker",
    "Bell",
    "Cox",
    "Fox",
    "Marsh",
    "Lamb",
    "Pike",
    "Rose",
    "Stone",
    "Field",
    "Brook",
    "Lane",
    "Dale",
    "Reed",
    "Webb",
    "Fry",
    "Hart",
    "Nash",
    "Page",
    "Cole",
]
COUNTIES = [
    "Westmere",
    "Eastwold",
    "Northdale",
    "Southfen",
    "Highcombe",
    "Lowmarsh",
    "Redshire",
    "Greyvale",
]
TOWNS = [
    "Kingston",
    "Ashford",
    "Bramley",
    "Carlow",
    "Denholm",
    "Elstead",
    "Farleigh",
    "Garston",
    "Hartwell",
    "Ilford",
    "Jarrow",
    "Kelmscott",
    "Langley",
    "Marston",
    "Newbold",
    "Oakley",
    "Pendle",
    "Quinton",
    "Radley",
    "Selby",
    "Thornbury",
    "Upton",
    "Ventnor",
    "Walton",
    "Yarrow",
    "Aldridge",
    "Barnet",
    "Castleford",
    "Dunmore",
    "Eastleigh",
    "Fenwick",
    "Grantham",
    "Hexham",
    "Ipstones",
    "Kenley",
    "Ludlow",
    "Malden",
    "Norton",
    "Ormskirk",
    "Padstow",
    "Redruth",
    "Stamford",
    "Tetbury",
    "Uckfield",
    "Wareham",
    "Wetherby",
    "Whitby",
    "Yeovil",
    "Alston",
    "Brixham",
    "Chard",
    "Dorking",
    "Epping",
    "Frome",
    "Goole",
    "Hythe",
    "Kendal",
    "Leek",
    "Morley",
    "Otley",
]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
GOODS = {
    "fresh produce": "fruit, vegetables, potatoes, salad leaves, mushrooms, herbs, exotic fruit",
    "dairy": "cheese, eggs, butter, yoghurt",
    "meat and fish": "sausages, game, fresh fish, smoked fish, poultry, bacon",
    "bakery": "bread, cakes, pies, pastries, doughnuts",
    "street food": "burritos, falafel, curry, dumplings, paella, jerk chicken, crepes, noodles",
    "drinks": "coffee, tea, fruit juice, cider, craft beer, kombucha",
    "clothing": "second-hand clothes, vintage clothing, hats, socks, school uniforms, workwear",
    "household": "cleaning products, kitchenware, bedding, towels, batteries, light bulbs",
    "crafts": "jewellery, candles, pottery, knitwear, soap, greetings cards, prints",
    "plants": "cut flowers, bedding plants, houseplants, seeds, bulbs",
    "collectables": "vinyl records, books, comics, coins, stamps, antiques, old tools",
    "electronics": "phone cases, chargers, headphones, phone repairs, watches",
    "pets": "pet food, bird seed, dog treats, aquarium fish",
}
GROUPS = [
    "Halberd Holdings",
    "Northgate Group",
    "Civic Leisure plc",
    "Orchard Street Partners",
    "Tamar Estates",
    "Bellweather Capital",
]
OPERATORS = [
    "Fenwick Markets Ltd",
    "Open Air Markets Co",
    "Town & Country Markets",
    "Heritage Market Services",
    "Market Square Management",
    "Greenline Events",
    "Brightside Markets",
    "Old Town Traders Ltd",
    "Riverside Market Company",
    "Crown Markets",
    "Harbour Markets Ltd",
    "Sunday Markets UK",
    "Pennant Markets",
    "Village Green Markets",
    "The Market Company",
    "Craft & Produce Ltd",
    "Westmere Markets Trust",
    "Kingston Markets Ltd",
    "Quayside Events",
    "Meadow Markets",
    "Lantern Night Markets",
    "Farmgate Markets",
    "Foxglove Markets",
    "Stallholder Co-operative",
    "Marston Leisure Services",
]
WHOLESALE_WORDS = [
    "Wholesale",
    "Supplies",
    "Cash & Carry",
    "Distribution",
    "Trading",
    "Imports",
    "Growers",
    "Foods",
]
STEMS = [
    "Acorn",
    "Beacon",
    "Cedar",
    "Delta",
    "Eagle",
    "Falcon",
    "Granite",
    "Harvest",
    "Iris",
    "Juniper",
    "Kestrel",
    "Linden",
    "Mercury",
    "Nova",
    "Osprey",
    "Pioneer",
    "Quarry",
    "Raven",
    "Summit",
    "Trident",
    "Unity",
    "Vale",
    "Willow",
    "Zenith",
    "Bridge",
    "Castle",
    "Meadow",
    "Riverside",
    "Station",
    "Victoria",
]
STREETS = [
    "High Street",
    "Market Place",
    "Station Road",
    "Church Street",
    "Mill Lane",
    "Bridge Street",
    "Castle Square",
    "Queen Street",
    "King Street",
    "Victoria Road",
    "Kingston Road",
    "the Quay",
    "Abbey Green",
    "Cattle Yard",
    "Corn Exchange",
    "Butter Cross",
    "Town Hall Square",
    "Park Road",
]
PEOPLE_PLACES = [
    "Ada Lovelace Square",
    "Mary Seacole Walk",
    "Isambard Brunel Yard",
    "Elizabeth Fry Court",
    "Thomas Paine Place",
    "Grace Darling Quay",
    "Octavia Hill Gardens",
    "William Morris Way",
]
BIZ = [
    "Fruit & Veg",
    "Flowers",
    "Cheese Co",
    "Fish Bar",
    "Bakes",
    "Kitchen",
    "Vintage",
    "Records",
    "Crafts",
    "Plants",
    "Coffee",
    "Pies",
    "Spices",
    "Fabrics",
    "Repairs",
    "Eggs",
    "Sausages",
]


class Graph:
    """Facts between readable keys (``kind:name``, ``#2`` when the name is taken in a kind)."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.facts: list[Fact] = []
        self.out: dict[tuple[str, str], list[str]] = {}
        self.into: dict[tuple[str, str], list[str]] = {}

    def add(self, kind: str, name: str) -> str:
        key, n = f"{kind}:{name}", 1
        while key in self.names:
            n += 1
            key = f"{kind}:{name}#{n}"
        self.names[key] = name
        return key

    def fact(self, h: str, r: str, t: str) -> None:
        self.facts.append((h, r, t))
        self.out.setdefault((h, r), []).append(t)
        self.into.setdefault((t, r), []).append(h)


def people(rng: random.Random, n: int) -> list[str]:
    return [f"{rng.choice(FIRST)} {rng.choice(LAST)}" for _ in range(n)]


def build() -> tuple[list[Fact], dict[str, str]]:
    """The triples and names by opaque id."""
    triples, names, _ = build_keyed()
    return triples, names


def build_keyed() -> tuple[list[Fact], dict[str, str], dict[str, str]]:
    """The triples and names by opaque id, and the opaque id of every building key."""
    rng = random.Random(SEED)
    g = Graph()
    counties = [g.add("county", c) for c in COUNTIES]
    towns = [g.add("town", t) for t in TOWNS]
    for i, t in enumerate(towns):
        g.fact(t, "county", counties[0] if i == 0 else counties[i % len(counties)])
    hub = towns[0]  # Kingston: the hub town
    # towns weighted so that Kingston holds a large share of everything
    weights = [40.0] + [1.0 + (5.0 if i < 8 else 0.0) for i in range(1, len(towns))]

    def town() -> str:
        return rng.choices(towns, weights)[0]

    weekday = {d: g.add("day", d) for d in WEEKDAYS}
    categories: dict[str, str] = {}
    goods: list[str] = []
    for cat, items in GOODS.items():
        categories[cat] = g.add("category", cat)
        for item in items.split(", "):
            k = g.add("goods", item)
            goods.append(k)
            g.fact(k, "category", categories[cat])
    groups = [g.add("group", n) for n in GROUPS]
    for grp in groups:
        g.fact(grp, "HQ", rng.choice(towns[:10]))
    operators = [g.add("operator", n) for n in OPERATORS]
    for op in operators:
        g.fact(op, "HQ", town())
        if rng.random() < 0.7:
            g.fact(op, "parent co.", rng.choice(groups))
    councils = {}
    for t in towns[:30]:
        c = g.add(
            "council", f"{g.names[t]} {'Borough' if rng.random() < 0.5 else 'District'} Council"
        )
        g.fact(c, "seat", t)
        councils[t] = c
    inspectors = []
    for c in councils.values():
        for name in people(rng, rng.choice([1, 1, 2, 3])):
            p = g.add("person", name)
            g.fact(c, "EHO", p)
            inspectors.append((c, p))
    area_managers = [g.add("person", n) for n in people(rng, 14)]
    # markets: street markets (with a manager) and market halls (with a superintendent)
    markets: list[str] = []
    used_market_names: set[str] = set()
    for i in range(170):
        t = hub if i < 24 else town()
        tn = g.names[t]
        hall = rng.random() < 0.25
        while True:
            style = rng.random()
            if hall:
                nm = rng.choice(
                    [
                        f"{tn} Market Hall",
                        f"{tn} Indoor Market",
                        f"{rng.choice(STREETS).title()} Market Hall",
                        f"{rng.choice(PEOPLE_PLACES)} Market Hall",
                        f"{tn} Corn Exchange Market",
                    ]
                )
            elif style < 0.35:
                nm = f"{rng.choice(STREETS).title().replace('The ', 'the ')} Market"
                if rng.random() < 0.5:
                    nm = f"{tn} {nm}"
            elif style < 0.5:
                nm = f"{rng.choice(PEOPLE_PLACES)} Market"
            elif style < 0.75:
                nm = f"{tn} {rng.choice(['Farmers Market', 'Sunday Market', 'Night Market', 'Flea Market', 'Craft Market', 'Car Boot Sale', 'Vintage Market', 'Food Market', 'Saturday Market'])}"
            else:
                nm = f"{rng.choice(['St Anne', 'St Mary', 'St John', 'St George', 'St Luke'])}'s {rng.choice(['Market', 'Sunday Market', 'Craft Fair', 'Farmers Market'])}"
            if nm not in used_market_names or rng.random() < 0.03:
                break
        used_market_names.add(nm)
        m = g.add("market", nm)
        markets.append(m)
        g.fact(m, "held in", t)
        g.fact(m, "operator", rng.choice(operators))
        if t in councils:
            g.fact(m, "licensed by", councils[t])
        for d in rng.sample(WEEKDAYS, rng.choice([1, 1, 1, 2, 2, 3, 6])):
            g.fact(m, "trades on", weekday[d])
        boss = g.add("person", people(rng, 1)[0])
        if hall:
            g.fact(boss, "manages", m)
        else:
            g.fact(m, "mgr", boss)
            g.fact(rng.choice(area_managers), "supervises", boss)
        if t in councils:
            insp = [p for c, p in inspectors if c == councils[t]]
            g.fact(rng.choice(insp), "inspected", m)
    hub_markets = g.into[(hub, "held in")]
    # wholesalers
    wholesalers = []
    for _ in range(130):
        nm = f"{rng.choice(STEMS)} {rng.choice(WHOLESALE_WORDS)}"
        if rng.random() < 0.25:
            nm = f"{rng.choice(TOWNS[:20])} {rng.choice(WHOLESALE_WORDS)}"
        w = g.add("wholesaler", nm)
        wholesalers.append(w)
        g.fact(w, "depot", town())
        for k in rng.sample(goods, rng.choice([1, 2, 3, 4, 6])):
            g.fact(w, "supplies", k)
    # traders
    traders = []
    for i in range(1150):
        p = g.add("person", people(rng, 1)[0])
        traders.append(p)
        home = town()
        g.fact(p, "lives in", home)
        n_markets = rng.choices([1, 2, 3, 4], [5, 3, 1, 0.5])[0]
        local = g.into.get((home, "held in"), [])
        pool = local * 3 + markets if local else markets
        for m in dict.fromkeys(rng.sample(pool, n_markets)):
            g.fact(p, "pitch at", m)
        for k in rng.sample(goods, rng.choices([1, 2, 3], [4, 3, 1])[0]):
            g.fact(p, "sells", k)
        if rng.random() < 0.6:
            for w in rng.sample(wholesalers, rng.choice([1, 1, 2])):
                g.fact(p, "buys from", w)
        if rng.random() < 0.6:
            first, last = g.names[p].split()
            nm = rng.choice(
                [
                    f"{last} {rng.choice(BIZ)}",
                    f"{first}'s {rng.choice(BIZ)}",
                    f"{rng.choice(STEMS)} {rng.choice(BIZ)}",
                ]
                + ([f"{g.names[home]} {rng.choice(BIZ)}"] if rng.random() < 0.3 else [])
            )
            b = g.add("business", nm)
            g.fact(p, "t/a", b)
        if i > 50 and rng.random() < 0.2:
            g.fact(p, "learned from", rng.choice(traders[:i]))
    businesses = [k for k in g.names if k.startswith("business:")]
    # fairs
    for i in range(190):
        m = rng.choice(hub_markets) if i < 40 else rng.choice(markets)
        season = rng.choice(
            [
                "Christmas Fair",
                "Spring Fair",
                "Food Festival",
                "Harvest Fair",
                "Summer Fete",
                "Makers Fair",
                "Midsummer Night Market",
            ]
        )
        year = rng.choice(["2022", "2023", "2024"])
        base = g.names[m].removesuffix(" Market").removesuffix(" Market Hall")
        ev = g.add("fair", f"{base} {season} {year}")
        g.fact(ev, "venue", m)
        g.fact(ev, "organiser", rng.choice(traders + area_managers))
        if rng.random() < 0.6:
            g.fact(ev, "sponsor", rng.choice(businesses + wholesalers))
        stallholders = sorted(set(g.into.get((m, "pitch at"), [])))
        for p in rng.sample(stallholders, min(len(stallholders), rng.choice([2, 4, 6, 9, 14]))):
            g.fact(ev, "stallholder", p)
    # regular shoppers: the long tail
    for _ in range(560):
        p = g.add("person", people(rng, 1)[0])
        g.fact(p, "regular at", rng.choice(markets))
        if rng.random() < 0.5:
            g.fact(p, "lives in", town())
        if rng.random() < 0.15:
            g.fact(p, "favourite stall", rng.choice(traders))
    plant(g, markets)
    order = sorted(g.names)
    drawn = rng.sample(range(100000), len(order))
    keys = {k: f"sm:{n:05d}" for k, n in zip(order, drawn, strict=True)}
    triples = [(keys[h], r, keys[t]) for h, r, t in g.facts]
    return triples, {keys[k]: g.names[k] for k in order}, keys


def plant(g: Graph, markets: list[str]) -> None:
    """Entities written by hand for the questions: namesakes of different kinds and places."""
    kingston = "town:Kingston"
    ml_trader = g.add("person", "Maria Lopez")
    g.fact(ml_trader, "lives in", kingston)
    g.fact(ml_trader, "sells", "goods:cut flowers")
    g.fact(ml_trader, "sells", "goods:houseplants")
    g.fact(ml_trader, "pitch at", markets[3])
    g.fact(ml_trader, "t/a", g.add("business", "Lopez Flowers"))
    ml_manager = g.add("person", "Maria Lopez")
    hall = g.add("market", "Kingston Road Market Hall")
    g.fact(hall, "held in", "town:Dunmore")
    g.fact(ml_manager, "manages", hall)
    g.fact(hall, "operator", "operator:Kingston Markets Ltd")
    g.fact(hall, "trades on", "day:Friday")
    g.fact(hall, "trades on", "day:Saturday")
    g.fact(ml_manager, "lives in", "town:Dunmore")
    ml_regular = g.add("person", "Maria Lopez")
    g.fact(ml_regular, "regular at", hall)


# answerable: (id, text, topic keys, path, expected answer names), topics by building key
# (``kind:name``, ``#2`` for a later namesake of the same kind); not found: (id, text, hops);
# the graph lacks the relation: (id, text, topic keys, hops, lacks)
SPECS: list[tuple[Any, ...]] = [
    (
        "sm1-01",
        "who manages the Kingston Road Market Hall?",
        ["market:Kingston Road Market Hall"],
        [("manages", B)],
        ["Maria Lopez"],
    ),
    (
        "sm1-02",
        "what town is Kingston Road Market Hall in",
        ["market:Kingston Road Market Hall"],
        [("held in", F)],
        ["Dunmore"],
    ),
    (
        "sm1-03",
        "which days does kingston road market trade",
        ["market:Kingston Road Market"],
        [("trades on", F)],
        ["Friday", "Monday", "Saturday", "Sunday", "Thursday", "Tuesday"],
    ),
    (
        "sm1-04",
        "What's the trading name of Maria Lopez, the one who sells flowers?",
        ["person:Maria Lopez"],
        [("t/a", F)],
        ["Lopez Flowers"],
    ),
    (
        "sm1-05",
        "Where does Kasia Lewis have a pitch?",
        ["person:Kasia Lewis"],
        [("pitch at", F)],
        ["Carlow Park Road Market", "St John's Market"],
    ),
    ("sm1-06", "what does adam nash sell", ["person:Adam Nash"], [("sells", F)], ["vinyl records"]),
    (
        "sm1-07",
        "Who is the market manager at Ada Lovelace Square Market?",
        ["market:Ada Lovelace Square Market"],
        [("mgr", F)],
        ["Sarah Reed"],
    ),
    (
        "sm1-08",
        "which company runs the Brixham Sunday Market",
        ["market:Brixham Sunday Market"],
        [("operator", F)],
        ["Meadow Markets"],
    ),
    (
        "sm1-09",
        "who are the environmental health officers at Kingston Borough Council?",
        ["council:Kingston Borough Council"],
        [("EHO", F)],
        ["Liam Kowalski"],
    ),
    (
        "sm1-10",
        "Which market managers report to Cerys King?",
        ["person:Cerys King"],
        [("supervises", F)],
        [
            "Carmen Lane",
            "David Kelly",
            "Eva Fischer",
            "Nia Wang",
            "Noah Ward",
            "Owen Berg",
            "Samir Byrne",
            "Samir King",
            "Sophie Okafor",
            "Tom Hart",
            "Yaw Stone",
            "Yusuf Lopez",
        ],
    ),
    (
        "sm1-11",
        "what goods can you get from Jarow Supplies",
        ["wholesaler:Jarrow Supplies"],
        [("supplies", F)],
        ["curry", "headphones", "herbs", "vinyl records"],
    ),
    (
        "sm1-12",
        "where is the Beacon Imports depot",
        ["wholesaler:Beacon Imports", "wholesaler:Beacon Imports#2"],
        [("depot", F)],
        ["Kingston"],
    ),
    (
        "sm1-13",
        "list the traders who get their stock from Selby Foods",
        ["wholesaler:Selby Foods"],
        [("buys from", B)],
        ["Brian Cox", "Declan Price", "Harry Brown"],
    ),
    (
        "sm1-14",
        "Which market hosted the Mary Seacole Walk Spring Fair 2022?",
        ["fair:Mary Seacole Walk Spring Fair 2022"],
        [("venue", F)],
        ["Mary Seacole Walk Market"],
    ),
    (
        "sm1-15",
        "who organised the mary seacole walk spring fair 2022",
        ["fair:Mary Seacole Walk Spring Fair 2022"],
        [("organiser", F)],
        ["Ali Adeyemi"],
    ),
    (
        "sm1-16",
        "which goods count as dairy?",
        ["category:dairy"],
        [("category", B)],
        ["butter", "cheese", "eggs", "yoghurt"],
    ),
    (
        "sm1-17",
        "Who taught Harry Brown, the trader who lives in Norton, the trade?",
        ["person:Harry Brown"],
        [("learned from", F)],
        ["Hamza Bell"],
    ),
    (
        "sm1-18",
        "where is Tamar Estates headquartered",
        ["group:Tamar Estates"],
        [("HQ", F)],
        ["Carlow"],
    ),
    (
        "sm1-19",
        "Which market operators are owned by Tamar Estates?",
        ["group:Tamar Estates"],
        [("parent co.", B)],
        [
            "Harbour Markets Ltd",
            "Heritage Market Services",
            "Old Town Traders Ltd",
            "Riverside Market Company",
            "Stallholder Co-operative",
        ],
    ),
    ("sm1-20", "what county is Kingston in", ["town:Kingston"], [("county", F)], ["Westmere"]),
    (
        "sm1-21",
        "Who shops regularly at the Brixham Sunday Market?",
        ["market:Brixham Sunday Market"],
        [("regular at", B)],
        ["Harry Brown", "Jan Wood", "Kofi Taylor", "Yaw Chen"],
    ),
    (
        "sm1-22",
        "who learnt the trade from Hamza Bell",
        ["person:Hamza Bell"],
        [("learned from", B)],
        ["Harry Brown"],
    ),
    (
        "sm1-23",
        "Show me the stallholders at the Mary Seacole Walk Spring Fair 2022",
        ["fair:Mary Seacole Walk Spring Fair 2022"],
        [("stallholder", F)],
        ["Grace Li", "Joan Green", "Maria Lewis", "Owen Kaur"],
    ),
    ("sm1-24", "where does Olu Rose live?", ["person:Olu Rose"], [("lives in", F)], ["Fenwick"]),
    (
        "sm1-25",
        "Which markets are operated by Kingston Markets Ltd?",
        ["operator:Kingston Markets Ltd"],
        [("operator", B)],
        [
            "Alston Church Street Market",
            "Carlow Market Hall",
            "Denholm Night Market",
            "Elstead Queen Street Market",
            "Hexham King Street Market",
            "Ipstones Indoor Market",
            "Kelmscott Kingston Road Market",
            "Kingston Road Market Hall",
            "Town Hall Square Market Hall",
        ],
    ),
    (
        "sm1-26",
        "who does piotr cox supervize",
        ["person:Piotr Cox"],
        [("supervises", F)],
        [
            "Aisha Byrne",
            "Kasia Evans",
            "Kevin Nash",
            "Kwame Webb",
            "Liam Brook",
            "Olga Webb",
            "Wayne Cooper",
            "Yaw Nowak",
        ],
    ),
    (
        "sm1-27",
        "Which traders have a stall at Kelmscott Kingston Road Market?",
        ["market:Kelmscott Kingston Road Market"],
        [("pitch at", B)],
        [
            "Fatima Hill",
            "Femi Webb",
            "Hamza Hughes",
            "Hamza Lopez",
            "Hans Turner",
            "Ingrid Scott",
            "Joan Pike",
            "Linda Hall",
            "Oliver Turner",
            "Sven Dale",
            "Tunde Cole",
            "Wayne Fox",
            "Zara Nash",
        ],
    ),
    (
        "sm1-28",
        "Where is Farmgate Markets based?",
        ["operator:Farmgate Markets"],
        [("HQ", F)],
        ["Uckfield"],
    ),
    (
        "sm1-29",
        "who gives the Kelmscott Kingston Road Market its licence",
        ["market:Kelmscott Kingston Road Market"],
        [("licensed by", F)],
        ["Kelmscott District Council"],
    ),
    (
        "sm1-30",
        "which wholesalers have a depot in Fenwick?",
        ["town:Fenwick"],
        [("depot", B)],
        [
            "Garston Cash & Carry",
            "Harvest Foods",
            "Jarrow Supplies",
            "Willow Wholesale",
            "Zenith Foods",
        ],
    ),
    (
        "sm2-01",
        "In which county is the Kingston Road Market Hall?",
        ["market:Kingston Road Market Hall"],
        [("held in", F), ("county", F)],
        ["Highcombe"],
    ),
    (
        "sm2-02",
        "where do the traders at Brixham Sunday Market live",
        ["market:Brixham Sunday Market"],
        [("pitch at", B), ("lives in", F)],
        ["Aldridge", "Bramley", "Brixham", "Carlow", "Denholm", "Farleigh", "Frome", "Kingston"],
    ),
    (
        "sm2-03",
        "Which kinds of goods does Kasia Lewis deal in (fresh produce, crafts, ...)?",
        ["person:Kasia Lewis"],
        [("sells", F), ("category", F)],
        ["collectables", "drinks"],
    ),
    (
        "sm2-04",
        "who is the boss of the manager of Ada Lovelace Square Market",
        ["market:Ada Lovelace Square Market"],
        [("mgr", F), ("supervises", B)],
        ["Samir Page"],
    ),
    (
        "sm2-05",
        "What group owns the company that runs Brixham Sunday Market?",
        ["market:Brixham Sunday Market"],
        [("operator", F), ("parent co.", F)],
        ["Northgate Group"],
    ),
    (
        "sm2-06",
        "which wholesalers stock what Adam Nash sells?",
        ["person:Adam Nash"],
        [("sells", F), ("supplies", B)],
        ["Beacon Imports", "Denholm Supplies", "Iris Cash & Carry", "Jarrow Supplies"],
    ),
    (
        "sm2-07",
        "Where's the depot of the wholesaler Harry Brown from Norton buys from?",
        ["person:Harry Brown"],
        [("buys from", F), ("depot", F)],
        ["Wetherby"],
    ),
    (
        "sm2-08",
        "On which days is the market hall that Maria Lopez manages open?",
        ["person:Maria Lopez#2"],
        [("manages", F), ("trades on", F)],
        ["Friday", "Saturday"],
    ),
    (
        "sm2-09",
        "which towns have markets run by Farmgate Markets",
        ["operator:Farmgate Markets"],
        [("operator", B), ("held in", F)],
        ["Farleigh", "Jarrow", "Kingston"],
    ),
    (
        "sm2-10",
        "Which markets are looked after by the managers Cerys King supervises?",
        ["person:Cerys King"],
        [("supervises", F), ("mgr", B)],
        [
            "Church Street Market",
            "Garston Car Boot Sale",
            "Hartwell Sunday Market",
            "Hexham King Street Market",
            "Kingston High Street Market",
            "Market Place Market",
            "Mary Seacole Walk Market",
            "Mill Lane Market",
            "Radley Car Boot Sale",
            "St Anne's Sunday Market",
            "St Luke's Craft Fair",
            "Yeovil Bridge Street Market",
        ],
    ),
    (
        "sm2-11",
        "who has organised fairs at Kingston Road Market?",
        ["market:Kingston Road Market"],
        [("venue", B), ("organiser", F)],
        ["Sade Parker"],
    ),
    (
        "sm2-12",
        "what do the stallholders of the Mary Seacole Walk Spring Fair 2022 sell",
        ["fair:Mary Seacole Walk Spring Fair 2022"],
        [("stallholder", F), ("sells", F)],
        [
            "antiques",
            "aquarium fish",
            "cheese",
            "crepes",
            "game",
            "hats",
            "jewellery",
            "pottery",
            "smoked fish",
            "stamps",
        ],
    ),
    (
        "sm2-13",
        "Where do the regulars of ada lovelace square market live?",
        ["market:Ada Lovelace Square Market"],
        [("regular at", B), ("lives in", F)],
        ["Ashford", "Elstead", "Frome"],
    ),
    (
        "sm2-14",
        "At which markets does the person who taught Harry Brown (the Norton trader) have pitches?",
        ["person:Harry Brown"],
        [("learned from", F), ("pitch at", F)],
        ["Mill Lane Market", "St John's Craft Fair"],
    ),
    (
        "sm2-15",
        "where do the people trading as Lopez Flowers live",
        ["business:Lopez Flowers", "business:Lopez Flowers#2"],
        [("t/a", B), ("lives in", F)],
        ["Kingston"],
    ),
    (
        "sm2-16",
        "In what town is the head office of the operator of Kelmscott Kingston Road Market?",
        ["market:Kelmscott Kingston Road Market"],
        [("operator", F), ("HQ", F)],
        ["Upton"],
    ),
    (
        "sm2-17",
        "who inspects the markets in Kelmscott",
        ["town:Kelmscott"],
        [("held in", B), ("inspected", B)],
        ["Anna Singh", "David Cox"],
    ),
    (
        "sm2-18",
        "Which markets held the fairs Ali Adeyemi had a stall at?",
        ["person:Ali Adeyemi"],
        [("stallholder", B), ("venue", F)],
        ["Cattle Yard Market", "Cattle Yard Market Hall"],
    ),
    (
        "sm2-19",
        "who are the health inspectors of the council based in Kelmscott?",
        ["town:Kelmscott"],
        [("seat", B), ("EHO", F)],
        ["Anna Singh", "David Cox"],
    ),
    (
        "sm2-20",
        "what goods do wholesalers with a depot in Wetherby supply",
        ["town:Wetherby"],
        [("depot", B), ("supplies", F)],
        ["second-hand clothes"],
    ),
    (
        "sm2-21",
        "Which groups own market operators headquartered in Uckfield?",
        ["town:Uckfield"],
        [("HQ", B), ("parent co.", F)],
        ["Northgate Group"],
    ),
    (
        "sm2-22",
        "who does the manger of Brixham Sunday Market answer to",
        ["market:Brixham Sunday Market"],
        [("mgr", F), ("supervises", B)],
        ["Aoife Khan"],
    ),
    (
        "sm2-23",
        "What categories of goods does Jarrow Supplies cover?",
        ["wholesaler:Jarrow Supplies"],
        [("supplies", F), ("category", F)],
        ["collectables", "electronics", "fresh produce", "street food"],
    ),
    (
        "sm2-24",
        "on what days can I find Sven Lamb's stall? (the Sven Lamb from Stamford)",
        ["person:Sven Lamb#2"],
        [("pitch at", F), ("trades on", F)],
        ["Thursday"],
    ),
    (
        "sm2-25",
        "Who sponsored the fair held at Kelmscott Kingston Road Market?",
        ["market:Kelmscott Kingston Road Market"],
        [("venue", B), ("sponsor", F)],
        ["Wright Eggs"],
    ),
    (
        "sm2-26",
        "which days do the markets in Uckfield trade on",
        ["town:Uckfield"],
        [("held in", B), ("trades on", F)],
        ["Friday", "Saturday", "Sunday", "Thursday", "Tuesday", "Wednesday"],
    ),
    (
        "sm2-27",
        "Where do Kasia Lewis's apprentices have their pitches?",
        ["person:Kasia Lewis"],
        [("learned from", B), ("pitch at", F)],
        ["Farleigh Indoor Market", "Kingston Farmers Market"],
    ),
    (
        "sm2-28",
        "Who runs the market halls in Dunmore?",
        ["town:Dunmore"],
        [("held in", B), ("manages", B)],
        ["Maria Lopez"],
    ),
    (
        "sm2-29",
        "which traders buy from the wholesalers that stock vinyl records",
        ["goods:vinyl records"],
        [("supplies", B), ("buys from", B)],
        [
            "Ali Clarke",
            "Bethan Wilson",
            "Bola Wilson",
            "Carmen Wang",
            "Ewa Stone",
            "Ewa Weber",
            "Hans Novak",
            "Imran Fischer",
            "Jack Scott",
            "John Okafor",
            "Kwame King",
            "Luis Parker",
            "Maria Lamb",
            "Noah Brook",
            "Olga Lamb",
            "Oliver Moore",
            "Raj Boateng",
            "Stacey Nowak",
            "Tom Lewis",
            "Tracy Okafor",
            "Wayne Hughes",
            "Wayne Murphy",
            "Yusuf Roberts",
            "Zara Berg",
        ],
    ),
    (
        "sm2-30",
        "Which operators share a parent company with Meadow Markets?",
        ["operator:Meadow Markets"],
        [("parent co.", F), ("parent co.", B)],
        ["Farmgate Markets", "Lantern Night Markets", "Meadow Markets", "Pennant Markets"],
    ),
    (
        "sm3-01",
        "Which group is behind the operator of the market hall managed by Maria Lopez?",
        ["person:Maria Lopez#2"],
        [("manages", F), ("operator", F), ("parent co.", F)],
        ["Bellweather Capital"],
    ),
    (
        "sm3-02",
        "what counties do the traders at Brixham Sunday Market come from",
        ["market:Brixham Sunday Market"],
        [("pitch at", B), ("lives in", F), ("county", F)],
        ["Eastwold", "Highcombe", "Lowmarsh", "Northdale", "Redshire", "Southfen", "Westmere"],
    ),
    (
        "sm3-03",
        "In what county is the head office of the company running Kelmscott Kingston Road Market?",
        ["market:Kelmscott Kingston Road Market"],
        [("operator", F), ("HQ", F), ("county", F)],
        ["Lowmarsh"],
    ),
    (
        "sm3-04",
        "where are the depots of wholesalers that stock the things Olu Rose sells",
        ["person:Olu Rose"],
        [("sells", F), ("supplies", B), ("depot", F)],
        ["Fenwick", "Garston", "Kingston", "Newbold"],
    ),
    (
        "sm3-05",
        "Who supervises the managers of the markets Farmgate Markets runs?",
        ["operator:Farmgate Markets"],
        [("operator", B), ("mgr", F), ("supervises", B)],
        ["Aoife Khan", "Bola Chen", "Karen Walsh", "Piotr Cox"],
    ),
    (
        "sm3-06",
        "what days are the markets open where harry brown's teacher trades? (Harry Brown of Norton)",
        ["person:Harry Brown"],
        [("learned from", F), ("pitch at", F), ("trades on", F)],
        ["Friday", "Monday", "Saturday", "Sunday", "Thursday", "Tuesday", "Wednesday"],
    ),
    (
        "sm3-07",
        "Which towns do the stallholders at fairs organized by Piotr Cox live in?",
        ["person:Piotr Cox"],
        [("organiser", B), ("stallholder", F), ("lives in", F)],
        ["Barnet", "Garston", "Kendal", "Kingston", "Tetbury"],
    ),
    (
        "sm3-08",
        "In which towns are the markets run by companies that Tamar Estates owns?",
        ["group:Tamar Estates"],
        [("parent co.", B), ("operator", B), ("held in", F)],
        [
            "Aldridge",
            "Barnet",
            "Chard",
            "Denholm",
            "Dorking",
            "Elstead",
            "Farleigh",
            "Garston",
            "Hartwell",
            "Jarrow",
            "Kingston",
            "Langley",
            "Ludlow",
            "Newbold",
            "Padstow",
            "Thornbury",
            "Whitby",
            "Yarrow",
        ],
    ),
    (
        "sm3-09",
        "which towns are the markets in where Kasia Lewis's pupils trade",
        ["person:Kasia Lewis"],
        [("learned from", B), ("pitch at", F), ("held in", F)],
        ["Farleigh", "Kingston"],
    ),
    (
        "sm3-10",
        "What kinds of goods do the stallholders at the Mary Seacole Walk Spring Fair 2022 sell?",
        ["fair:Mary Seacole Walk Spring Fair 2022"],
        [("stallholder", F), ("sells", F), ("category", F)],
        ["clothing", "collectables", "crafts", "dairy", "meat and fish", "pets", "street food"],
    ),
    (
        "sm3-11",
        "Which markets are managed by people who have the same boss as Sarah Reed?",
        ["person:Sarah Reed"],
        [("supervises", B), ("supervises", F), ("mgr", B)],
        [
            "Ada Lovelace Square Market",
            "Alston Church Street Market",
            "Barnet Farmers Market",
            "Carlow Park Road Market",
            "Carlow Town Hall Square Market",
            "Castleford Sunday Market",
            "Elstead Queen Street Market",
            "Farleigh Craft Market",
            "Garston King Street Market",
            "Grantham Bridge Street Market",
            "Isambard Brunel Yard Market",
            "Kingston Cattle Yard Market",
            "Newbold Kingston Road Market",
            "Uckfield Night Market",
        ],
    ),
    (
        "sm3-12",
        "what kinds of goods do the wholesalers based in Wetherby supply",
        ["town:Wetherby"],
        [("depot", B), ("supplies", F), ("category", F)],
        ["clothing"],
    ),
    (
        "sm3-13",
        "Who organised fairs at the markets Meadow Markets runs?",
        ["operator:Meadow Markets"],
        [("operator", B), ("venue", B), ("organiser", F)],
        [
            "Anna Lopez",
            "Aoife Ryan",
            "Imran Shah",
            "James Mensah",
            "Joy Hall",
            "Li Marsh",
            "Paul Clarke",
            "Susan Ahmed",
            "Tunde Li",
        ],
    ),
    (
        "sm3-14",
        "where do regulars of the markets in whitby live",
        ["town:Whitby"],
        [("held in", B), ("regular at", B), ("lives in", F)],
        ["Kingston", "Thornbury", "Wetherby"],
    ),
    (
        "sm3-15",
        "Who are the EHOs of the council that licenses the market where the Kelmscott Kingston Road Spring Fair 2024 was held?",
        ["fair:Kelmscott Kingston Road Spring Fair 2024"],
        [("venue", F), ("licensed by", F), ("EHO", F)],
        ["Anna Singh", "David Cox"],
    ),
    (
        "sm3-16",
        "in which town is the head office of the company running the hall where maria lopez the florist has her pitch",
        ["person:Maria Lopez"],
        [("pitch at", F), ("operator", F), ("HQ", F)],
        ["Kingston"],
    ),
    (
        "sm3-17",
        "Which goods are supplied by the wholesalers that Kasia Lewis's apprentices buy from?",
        ["person:Kasia Lewis"],
        [("learned from", B), ("buys from", F), ("supplies", F)],
        [
            "dumplings",
            "exotic fruit",
            "jerk chicken",
            "poultry",
            "second-hand clothes",
            "vegetables",
        ],
    ),
    (
        "sm3-18",
        "Which towns are the markets that Cerys King's managers run in?",
        ["person:Cerys King"],
        [("supervises", F), ("mgr", B), ("held in", F)],
        ["Bramley", "Garston", "Hartwell", "Hexham", "Kingston", "Radley", "Yeovil"],
    ),
    (
        "sm3-19",
        "Which market operators run markets in the town where Olu Rose lives?",
        ["person:Olu Rose"],
        [("lives in", F), ("held in", B), ("operator", F)],
        ["Open Air Markets Co"],
    ),
    (
        "sm3-20",
        "in which towns do the customers of Jarrow Supplies have their pitches",
        ["wholesaler:Jarrow Supplies"],
        [("buys from", B), ("pitch at", F), ("held in", F)],
        ["Bramley", "Carlow", "Ilford", "Kingston"],
    ),
    ("smn-01", "Who manages the Pembroke Lane Market?", 1),
    ("smn-02", "what does Rosalind Achterberg sell", 1),
    ("smn-03", "Which traders buy from Quillfeather Wholesale?", 1),
    ("smn-04", "who organised the Tollgate Apple Fair 2023 and where was it held", 2),
    ("smn-05", "Which group owns Blue Heron Markets and where is that group based?", 2),
    (
        "sml-01",
        "What are the opening hours of Kingston Road Market?",
        ["market:Kingston Road Market"],
        1,
        "opening hours",
    ),
    (
        "sml-02",
        "how much is a pitch at the Brixham Sunday Market",
        ["market:Brixham Sunday Market"],
        1,
        "pitch fee",
    ),
    ("sml-03", "What's Kasia Lewis's phone number?", ["person:Kasia Lewis"], 1, "phone number"),
    (
        "sml-04",
        "when was Farmgate Markets founded",
        ["operator:Farmgate Markets"],
        1,
        "founding year",
    ),
    (
        "sml-05",
        "How many stalls does the Ada Lovelace Square Market have?",
        ["market:Ada Lovelace Square Market"],
        1,
        "number of stalls",
    ),
    (
        "sml-06",
        "what is the website of Jarrow Supplies",
        ["wholesaler:Jarrow Supplies"],
        1,
        "website",
    ),
    ("sml-07", "How old is Adam Nash?", ["person:Adam Nash"], 1, "age"),
    (
        "sml-08",
        "Which council licenses the Brixham Sunday Market?",
        ["market:Brixham Sunday Market"],
        1,
        "none for entity: licensed by",
    ),
    (
        "sml-09",
        "where does Sven Lamb the council inspector live",
        ["person:Sven Lamb"],
        1,
        "none for entity: lives in",
    ),
    (
        "sml-10",
        "What does the area manager Cerys King sell?",
        ["person:Cerys King"],
        1,
        "none for entity: sells",
    ),
    (
        "sml-11",
        "who taught Adam Nash the trade",
        ["person:Adam Nash"],
        1,
        "none for entity: learned from",
    ),
    (
        "sml-12",
        "Who sponsored the Mary Seacole Walk Spring Fair 2022?",
        ["fair:Mary Seacole Walk Spring Fair 2022"],
        1,
        "none for entity: sponsor",
    ),
    (
        "sml-13",
        "which wholesaler does Maria Lopez, the manager of Kingston Road Market Hall, buy from",
        ["person:Maria Lopez#2"],
        1,
        "none for entity: buys from",
    ),
    (
        "sml-14",
        "What is the parent company of Brightside Markets?",
        ["operator:Brightside Markets"],
        1,
        "none for entity: parent co.",
    ),
    (
        "sml-15",
        "what days does Harry Brown go to Brixham Sunday Market? (the regular)",
        ["person:Harry Brown#2"],
        1,
        "visiting days",
    ),
]


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


def write_questions(
    folder: Path, triples: list[Fact], names: dict[str, str], keys: dict[str, str]
) -> None:
    """``questions.jsonl`` from SPECS (topics by building key, answers checked by name)."""
    rows = []
    for spec in SPECS:
        row: dict[str, Any]
        if len(spec) == 3:
            qid, text, hops = spec
            if any(n.casefold() in text.casefold() for n in names.values() if len(n) > 6):
                raise SystemExit(f"{qid}: names an entity of the graph")
            row = {"id": qid, "question": text, "topics": [], "answers": [], "hops": hops}
        elif isinstance(spec[4], str):
            qid, text, topics, hops, lacks = spec
            topic_ids = [keys[t] for t in topics]
            label = lacks.removeprefix("none for entity: ")
            if label != lacks and any(h in topic_ids and r == label for h, r, _ in triples):
                raise SystemExit(f"{qid}: the graph holds {label} for {topics}")
            row = {"id": qid, "question": text, "topics": topic_ids, "answers": [], "hops": hops}
            row["lacks"] = lacks
        else:
            qid, text, topics, path, expected = spec
            topic_ids = [keys[t] for t in topics]
            answers = sorted(follow(triples, topic_ids, path))
            got = sorted(names[a] for a in answers)
            if not answers or got != sorted(expected):
                raise SystemExit(f"{qid}: the graph gives {got}, expected {sorted(expected)}")
            row = {"id": qid, "question": text, "topics": topic_ids, "answers": answers}
            row |= {"hops": len(path), "path": [list(step) for step in path]}
        rows.append(json.dumps(row, ensure_ascii=False))
    (folder / "questions.jsonl").write_text("\n".join(rows) + "\n", encoding="utf-8")


if __name__ == "__main__":
    triples, names, keys = build_keyed()
    write(triples, names)
    write_questions(HERE, triples, names, keys)
