"""Build the `logistics` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional warehousing trade: five counties and their towns, warehouses (where they are,
the third-party logistics firm that runs each, what goods they hold, the clients they fulfil
orders for, the site manager, the warehouse software they run, the port or terminal their
imports come in through, the hauliers that carry for them and the warehouses they restock),
the groups that own the firms and hauliers, the vendors of the software, and where the site
managers worked before. Every name and fact is invented. The named counties, towns, firms,
groups, hauliers, software, gateways, twelve clients, fourteen managers and sixteen
warehouses are written by hand below; a seeded generator adds filler towns, clients, managers
and warehouses around them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/logistics/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

SEED = 90210

# Relation labels, deliberately in mixed styles.
OPCO = "OPCO"  # warehouse -> the logistics firm that runs it
STORES = "https://logi.example.com/def#stores"  # warehouse -> product category held
FULFILS = "fulfilsFor"  # warehouse -> client
SITE = "site.town"  # warehouse or gateway -> town
COUNTY = "in county"  # town -> county
MANAGER = "SITE_MGR"  # warehouse -> site manager
PREVIOUS = "prevEmployer"  # manager -> company they worked for before
WMS = "wms"  # warehouse -> warehouse-management software
VENDOR = "sw.vendor"  # software -> vendor
RESTOCKS = "restocks"  # warehouse -> warehouse it resupplies
GATEWAY = "inbound.gateway"  # warehouse -> port or terminal its imports arrive through
HAUL = "HAUL"  # warehouse -> haulier under contract
OWNER = "group owner"  # firm or haulier -> owning group
OFFICE = "registered office"  # company (firm, group, haulier, client, vendor) -> town

# Hand-written towns: name -> county
TOWNS = {
    "Ambersley": "Marlshire",
    "Drayford": "Marlshire",
    "Netherstow": "Marlshire",
    "Quayle": "East Tavering",
    "Sallings": "East Tavering",
    "Farleigh Wharf": "East Tavering",
    "Halwick": "Kestwold",
    "Pitmarsh": "Kestwold",
    "Stonebury Park": "Kestwold",
    "Oxley": "Ferrow Vale",
    "Millbrook Edge": "Ferrow Vale",
    "Redfern Cross": "Ferrow Vale",
    "Tenbury Flats": "Upper Brennan",
    "Wexcombe": "Upper Brennan",
}
COUNTIES = ["Marlshire", "East Tavering", "Kestwold", "Ferrow Vale", "Upper Brennan"]
GROUPS = {
    "Meridian Freight Holdings": "Drayford",
    "Ostrander Group": "Halwick",
    "Vantor Capital": "Stonebury Park",
}
# Logistics firms: name -> (registered office, owning group or None)
FIRMS = {
    "Northway Logistics": ("Drayford", "Meridian Freight Holdings"),
    "Palletwise": ("Quayle", "Meridian Freight Holdings"),
    "Kestrel Supply Chain": ("Halwick", "Ostrander Group"),
    "Bluegate Fulfilment": ("Ambersley", None),
    "Tarn & Hollis 3PL": ("Netherstow", "Ostrander Group"),
    "Corvid Distribution": ("Oxley", "Vantor Capital"),
}
HAULIERS = {
    "Greyhound Haulage": ("Pitmarsh", "Ostrander Group"),
    "Redline Transport": ("Sallings", None),
    "Fenwick Trucking": ("Farleigh Wharf", "Meridian Freight Holdings"),
    "Sixwheel Express": ("Wexcombe", None),
    "Longacre Carriers": ("Millbrook Edge", "Vantor Capital"),
    "Tidal Freightlines": ("Quayle", None),
}
VENDORS = {
    "Orbis Systems": "Stonebury Park",
    "Quarrel Tech": "Redfern Cross",
    "Pallas Software": "Drayford",
    "Lintel Labs": "Tenbury Flats",
}
SOFTWARE = {
    "StockPilot WMS": "Orbis Systems",
    "Manifest 9": "Orbis Systems",
    "ShelfLogic": "Quarrel Tech",
    "BinBrain": "Quarrel Tech",
    "Yardmaster Pro": "Pallas Software",
    "OpenRack": "Lintel Labs",
}
GATEWAYS = {
    "Port of Quayle": "Quayle",
    "Farleigh Container Terminal": "Farleigh Wharf",
    "Drayford Railfreight Hub": "Drayford",
    "Sallings Ferry Port": "Sallings",
    "Wexcombe Air Cargo Centre": "Wexcombe",
    "Halwick Inland Port": "Halwick",
}
CATEGORIES = [
    "Frozen Food",
    "Chilled Dairy",
    "Ambient Grocery",
    "Pharmaceuticals",
    "Consumer Electronics",
    "White Goods",
    "Furniture",
    "Apparel",
    "Footwear",
    "Toys",
    "Garden Supplies",
    "Building Materials",
    "Auto Parts",
    "Cosmetics",
    "Pet Food",
    "Books",
    "Hazardous Chemicals",
    "Fresh Produce",
]
CLIENTS = {
    "Harbury's Supermarkets": "Ambersley",
    "Nimbus Electronics": "Stonebury Park",
    "Loom & Thread": "Oxley",
    "Pawprint Pet Supplies": "Pitmarsh",
    "Cradle Toys": "Redfern Cross",
    "Greenfinch Garden Centres": "Tenbury Flats",
    "Medivale Pharma": "Halwick",
    "Apex Autoparts": "Millbrook Edge",
    "Beacon Books": "Netherstow",
    "Hearthside Furniture": "Wexcombe",
    "Fresca Farms": "Sallings",
    "Lumiere Cosmetics": "Quayle",
}
# Site managers: name -> companies they worked for before
MANAGERS = {
    "Megan Oduya": ["Palletwise", "Harbury's Supermarkets"],
    "Callum Reid": ["Northway Logistics"],
    "Sunita Bhatt": ["Corvid Distribution"],
    "Tom Adeyemi": ["Harbury's Supermarkets"],
    "Lena Kowalczyk": ["Nimbus Electronics", "Kestrel Supply Chain"],
    "Priyanka Shah": ["Loom & Thread"],
    "Jamie Oakes": [],
    "Owen Price": ["Greenfinch Garden Centres"],
    "Ada Nwachukwu": ["Medivale Pharma"],
    "Rhys Llewellyn": ["Tarn & Hollis 3PL"],
    "Grace Whitlock": ["Apex Autoparts", "Corvid Distribution"],
    "Marcus Feld": [],
    "Beatrix Lowe": ["Bluegate Fulfilment"],
    "Hassan Idris": ["Kestrel Supply Chain", "Palletwise"],
}
# Warehouses: name -> (town, firm, categories, clients, manager, software, gateway, hauliers,
# warehouses it restocks)
WAREHOUSES = {
    "Drayford National DC": (
        "Drayford",
        "Northway Logistics",
        ["Ambient Grocery", "Chilled Dairy"],
        ["Harbury's Supermarkets"],
        "Megan Oduya",
        "StockPilot WMS",
        "Drayford Railfreight Hub",
        ["Greyhound Haulage", "Fenwick Trucking"],
        ["Quayle Cold Store", "Halwick Crossdock", "Oxley Grocery Hub"],
    ),
    "Quayle Cold Store": (
        "Quayle",
        "Palletwise",
        ["Frozen Food", "Chilled Dairy"],
        ["Harbury's Supermarkets", "Fresca Farms"],
        "Callum Reid",
        "Manifest 9",
        "Port of Quayle",
        ["Tidal Freightlines"],
        [],
    ),
    "Halwick Crossdock": (
        "Halwick",
        "Kestrel Supply Chain",
        ["Ambient Grocery", "Pet Food"],
        ["Harbury's Supermarkets", "Pawprint Pet Supplies"],
        "Sunita Bhatt",
        "ShelfLogic",
        "Halwick Inland Port",
        ["Greyhound Haulage", "Redline Transport"],
        ["Pitmarsh Depot"],
    ),
    "Oxley Grocery Hub": (
        "Oxley",
        "Corvid Distribution",
        ["Ambient Grocery", "Fresh Produce"],
        ["Harbury's Supermarkets", "Fresca Farms"],
        "Tom Adeyemi",
        "Yardmaster Pro",
        None,
        ["Longacre Carriers"],
        [],
    ),
    "Stonebury Tech Park Warehouse": (
        "Stonebury Park",
        "Bluegate Fulfilment",
        ["Consumer Electronics"],
        ["Nimbus Electronics"],
        "Lena Kowalczyk",
        "BinBrain",
        "Wexcombe Air Cargo Centre",
        ["Sixwheel Express"],
        ["Ambersley Returns Centre"],
    ),
    "Ambersley Returns Centre": (
        "Ambersley",
        "Bluegate Fulfilment",
        ["Consumer Electronics", "Apparel", "Footwear"],
        ["Nimbus Electronics", "Loom & Thread"],
        "Lena Kowalczyk",
        "BinBrain",
        None,
        ["Sixwheel Express", "Redline Transport"],
        [],
    ),
    "Netherstow Fashion DC": (
        "Netherstow",
        "Tarn & Hollis 3PL",
        ["Apparel", "Footwear", "Cosmetics"],
        ["Loom & Thread", "Lumiere Cosmetics"],
        "Priyanka Shah",
        "OpenRack",
        "Sallings Ferry Port",
        ["Redline Transport"],
        ["Sallings Overflow"],
    ),
    "Sallings Overflow": (
        "Sallings",
        "Tarn & Hollis 3PL",
        ["Apparel"],
        ["Loom & Thread"],
        "Jamie Oakes",
        "OpenRack",
        "Sallings Ferry Port",
        ["Redline Transport"],
        [],
    ),
    "Pitmarsh Depot": (
        "Pitmarsh",
        "Kestrel Supply Chain",
        ["Pet Food", "Garden Supplies"],
        ["Pawprint Pet Supplies", "Greenfinch Garden Centres"],
        "Owen Price",
        "ShelfLogic",
        None,
        ["Greyhound Haulage"],
        [],
    ),
    "Medivale Clean Warehouse": (
        "Halwick",
        "Northway Logistics",
        ["Pharmaceuticals"],
        ["Medivale Pharma"],
        "Ada Nwachukwu",
        "Manifest 9",
        "Halwick Inland Port",
        ["Fenwick Trucking"],
        [],
    ),
    "Farleigh Wharf Bonded Store": (
        "Farleigh Wharf",
        "Palletwise",
        ["Hazardous Chemicals", "Auto Parts"],
        ["Apex Autoparts"],
        "Rhys Llewellyn",
        "Yardmaster Pro",
        "Farleigh Container Terminal",
        ["Fenwick Trucking", "Tidal Freightlines"],
        ["Millbrook Parts Centre"],
    ),
    "Millbrook Parts Centre": (
        "Millbrook Edge",
        "Corvid Distribution",
        ["Auto Parts"],
        ["Apex Autoparts"],
        "Grace Whitlock",
        "Yardmaster Pro",
        None,
        ["Longacre Carriers"],
        [],
    ),
    "Redfern Toy Hub": (
        "Redfern Cross",
        "Kestrel Supply Chain",
        ["Toys", "Books"],
        ["Cradle Toys", "Beacon Books"],
        "Marcus Feld",
        "ShelfLogic",
        "Port of Quayle",
        ["Sixwheel Express"],
        [],
    ),
    "Wexcombe Furniture Sheds": (
        "Wexcombe",
        "Northway Logistics",
        ["Furniture", "White Goods"],
        ["Hearthside Furniture"],
        "Beatrix Lowe",
        "StockPilot WMS",
        "Farleigh Container Terminal",
        ["Longacre Carriers"],
        [],
    ),
    "Tenbury Garden Depot": (
        "Tenbury Flats",
        "Palletwise",
        ["Garden Supplies", "Building Materials"],
        ["Greenfinch Garden Centres"],
        "Owen Price",
        "Manifest 9",
        None,
        ["Greyhound Haulage"],
        [],
    ),
    "Quayle Import Centre": (
        "Quayle",
        "Northway Logistics",
        ["Consumer Electronics", "Toys", "Furniture"],
        ["Nimbus Electronics", "Cradle Toys", "Hearthside Furniture"],
        "Hassan Idris",
        "StockPilot WMS",
        "Port of Quayle",
        ["Tidal Freightlines", "Fenwick Trucking"],
        ["Drayford National DC", "Redfern Toy Hub", "Wexcombe Furniture Sheds"],
    ),
}

FILLER_TOWNS = [
    "Aldergate",
    "Bexmoor",
    "Carrick Fields",
    "Dunholt",
    "Eastwell",
    "Fosbury",
    "Gadsden Rise",
    "Harrowdene",
    "Inchley",
    "Jorvale",
    "Kimber Lane",
    "Lydmouth",
    "Moxham",
    "Norbeck",
    "Orford Heath",
    "Penwarden",
    "Ribblesford",
    "Sutterby",
    "Thistleton",
    "Ulverby",
    "Vinegar Hill",
    "Whitcombe",
    "Yelford",
    "Zennor Bay",
]
WAREHOUSE_KINDS = [
    "Distribution Centre",
    "Fulfilment Centre",
    "Crossdock",
    "Depot",
    "Logistics Park",
]
CLIENT_WORDS = ["Brightwell", "Cobalt", "Dovetail", "Evergreen", "Foxley", "Goldcrest", "Harbinger"]
CLIENT_WORDS += ["Ivory", "Juniper", "Kingsway", "Larkspur", "Meadowsweet", "Northstar", "Oakhaven"]
CLIENT_WORDS += ["Peregrine", "Quill", "Rowan", "Saffron", "Thornbury", "Upland", "Vista"]
CLIENT_KINDS = ["Foods", "Home", "Outdoor", "Retail", "Wholesale", "Living", "Goods"]
FILLER_FIRST = ["Abigail", "Bilal", "Chloe", "Dev", "Erin", "Fergus", "Gemma", "Hari", "Imogen"]
FILLER_FIRST += ["Joel", "Kirsty", "Liam", "Mona", "Nathan", "Orla", "Pete", "Rosa", "Sanjay"]
FILLER_LAST = ["Archer", "Bolton", "Chaudhry", "Dempsey", "Evans", "Fitzgerald", "Gill"]
FILLER_LAST += ["Hussain", "Irwin", "Jennings", "Kaur", "Lambert", "Mercer", "Nolan", "Osei"]
N_FILLER_CLIENTS = 46
N_FILLER_MANAGERS = 58
N_FILLER_WAREHOUSES = 66


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    names = EntityKeys()
    key = names.key

    def town(name: str) -> str:
        return key("town", name)

    def company(name: str) -> str:
        return key("co", name)

    def depot(name: str) -> str:
        return key("wh", name)

    for name, county in TOWNS.items():
        facts.append((town(name), COUNTY, key("county", county)))
    for name, place in GROUPS.items():
        facts.append((company(name), OFFICE, town(place)))
    for name, (place, group) in [*FIRMS.items(), *HAULIERS.items()]:
        facts.append((company(name), OFFICE, town(place)))
        if group:
            facts.append((company(name), OWNER, company(group)))
    for name, place in [*VENDORS.items(), *CLIENTS.items()]:
        facts.append((company(name), OFFICE, town(place)))
    for name, vendor in SOFTWARE.items():
        facts.append((key("sw", name), VENDOR, company(vendor)))
    for name, place in GATEWAYS.items():
        facts.append((key("gw", name), SITE, town(place)))
    for name, before in MANAGERS.items():
        facts += [(key("person", name), PREVIOUS, company(c)) for c in before]
    for name, row in WAREHOUSES.items():
        place, firm, goods, clients, boss, software, gateway, hauliers, resupplied = row
        wh = depot(name)
        facts += [
            (wh, SITE, town(place)),
            (wh, OPCO, company(firm)),
            (wh, MANAGER, key("person", boss)),
            (wh, WMS, key("sw", software)),
        ]
        facts += [(wh, STORES, key("cat", c)) for c in goods]
        facts += [(wh, FULFILS, company(c)) for c in clients]
        if gateway:
            facts.append((wh, GATEWAY, key("gw", gateway)))
        facts += [(wh, HAUL, company(h)) for h in hauliers]
        facts += [(wh, RESTOCKS, depot(r)) for r in resupplied]

    # Filler towns, spread over the counties.
    for name in FILLER_TOWNS:
        facts.append((town(name), COUNTY, key("county", rng.choice(COUNTIES))))
    all_towns = [*TOWNS, *FILLER_TOWNS]

    # Filler clients: a word and a kind of trade, each name once.
    candidates = sorted({f"{w} {k}" for w in CLIENT_WORDS for k in CLIENT_KINDS})
    filler_clients = rng.sample(candidates, N_FILLER_CLIENTS)
    for name in filler_clients:
        facts.append((company(name), OFFICE, town(rng.choice(all_towns))))

    # Filler managers: some worked for a firm or a client before.
    full = sorted({f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST} - set(MANAGERS))
    filler_managers = rng.sample(full, N_FILLER_MANAGERS)
    former = [*FIRMS, *CLIENTS, *filler_clients]
    for name in filler_managers:
        if rng.random() < 0.55:
            facts.append((key("person", name), PREVIOUS, company(rng.choice(former))))

    # Filler warehouses: a town and a kind; a filler manager each (a few run two sites).
    sites = sorted({(t, k) for t in FILLER_TOWNS for k in WAREHOUSE_KINDS})
    chosen = rng.sample(sites, N_FILLER_WAREHOUSES)
    resuppliers = sorted(WAREHOUSES)
    clients = [*CLIENTS, *filler_clients]
    for i, (place, kind) in enumerate(chosen):
        name = f"{place} {kind}"
        wh = depot(name)
        boss = filler_managers[i] if i < len(filler_managers) else rng.choice(filler_managers)
        facts += [
            (wh, SITE, town(place)),
            (wh, OPCO, company(rng.choice(sorted(FIRMS)))),
            (wh, MANAGER, key("person", boss)),
            (wh, HAUL, company(rng.choice(sorted(HAULIERS)))),
        ]
        goods = rng.sample(CATEGORIES, 1 if rng.random() < 0.6 else 2)
        facts += [(wh, STORES, key("cat", c)) for c in goods]
        facts.append(
            (wh, FULFILS, company(rng.choice(filler_clients if rng.random() < 0.7 else clients)))
        )
        if rng.random() < 0.6:
            facts.append((wh, WMS, key("sw", rng.choice(sorted(SOFTWARE)))))
        if rng.random() < 0.3:
            facts.append((wh, GATEWAY, key("gw", rng.choice(sorted(GATEWAYS)))))
        if rng.random() < 0.35:
            facts.append((depot(rng.choice(resuppliers)), RESTOCKS, wh))
        resuppliers.append(name)

    shown = list(names.values())
    if len(set(shown)) != len(shown):
        raise ValueError("two entities share a name")
    return with_opaque_ids(facts, names, rng, range(10000), "lg={:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
