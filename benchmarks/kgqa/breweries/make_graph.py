"""Build the `breweries` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional brewing trade: five regions and their towns, the breweries in them, the groups
that own some of them and the maltsters that supply them, their head brewers and the brewers
those learned the craft from (and where each grew up), the beers each brewery makes, their
styles and hops, the farms that grow the hops, the pubs that pour the beers and the festivals
where beers won gold. Every name and fact is invented. The named regions, towns, companies,
brewers, hops, twelve breweries, thirty beers and ten pubs are written by hand below; a seeded
generator adds filler towns, brewers, breweries, beers and pubs around them.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/breweries/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

SEED = 4417

# Relation labels, deliberately in mixed styles.
BREWED_BY = "brewedBy"  # beer -> brewery
STYLE = "beer.style"  # beer -> style
HOP = "HOP"  # beer -> hop variety it is hopped with
GROWER = "GRWR"  # hop variety -> farm that grows it
SITE = "http://brew.example.org/terms#siteTown"  # brewery, pub, farm, maltster, group -> town
PROV = "prov"  # town -> region
HEAD = "head brewer"  # brewery -> person
LEARNED = "LRND_FRM"  # person -> person they learned brewing from
RAISED = "raised in"  # person -> town where they grew up
POURS = "pours"  # pub -> beer on its taps
PARENT = "corp_parent"  # brewery -> owning group (independent breweries have none)
MALT = "malt supplied by"  # brewery -> maltster
GOLD = "GOLD_AT"  # beer -> festival where it won gold
HOSTED = "hosted in"  # festival -> town

# Hand-written towns: name -> region
TOWNS = {
    "Kelbridge": "Ashvale",
    "Morrow Cross": "Ashvale",
    "Pellinford": "Ashvale",
    "Hatherby": "Brindle Downs",
    "Sowerton": "Brindle Downs",
    "Wendle Magna": "Brindle Downs",
    "Port Greyling": "Saltmere Coast",
    "Cullensea": "Saltmere Coast",
    "Tarrock": "Saltmere Coast",
    "Ivelhurst": "Corran Hills",
    "Brackenmoor": "Corran Hills",
    "Fallowmere": "Thornwick",
    "Ossery": "Thornwick",
    "Gilmarten": "Thornwick",
}
REGIONS = ["Ashvale", "Brindle Downs", "Saltmere Coast", "Corran Hills", "Thornwick"]
# Owning groups: name -> town of head office
GROUPS = {
    "Halvorsen Beverage Group": "Port Greyling",
    "Cask & Crown Holdings": "Kelbridge",
    "Norrland Drinks plc": "Ossery",
}
MALTSTERS = {
    "Kelbridge Maltings": "Kelbridge",
    "Greyling Floor Malts": "Port Greyling",
    "Ossery Malt Company": "Ossery",
    "Brindle Malt House": "Sowerton",
    "Tarrock Kilns": "Tarrock",
}
HOP_FARMS = {
    "Hollow Oak Hop Garden": "Pellinford",
    "Fennick Farm": "Hatherby",
    "Larchside Hops": "Ivelhurst",
    "Mere End Hop Yard": "Fallowmere",
    "Sowerton Bines": "Sowerton",
    "Redgate Hop Farm": "Brackenmoor",
    "Wendle Court Hops": "Wendle Magna",
}
# Hop varieties: name -> farms that grow it
HOPS = {
    "Amberfall": ["Hollow Oak Hop Garden"],
    "Corran Star": ["Larchside Hops", "Redgate Hop Farm"],
    "Whitethorn": ["Fennick Farm"],
    "Saltmere Sunrise": ["Mere End Hop Yard", "Hollow Oak Hop Garden"],
    "Pilgrim's Bine": ["Sowerton Bines"],
    "Ossery Bitter": ["Mere End Hop Yard"],
    "Blue Heron": ["Larchside Hops"],
    "Summerlode": ["Fennick Farm", "Wendle Court Hops"],
    "Fennick Early": ["Fennick Farm"],
    "Greenhaze": ["Redgate Hop Farm"],
    "Marigold Cross": ["Wendle Court Hops"],
    "Tarrock Pearl": ["Hollow Oak Hop Garden", "Sowerton Bines", "Mere End Hop Yard"],
    "Nightjar": ["Redgate Hop Farm"],
    "Copperleaf": ["Sowerton Bines", "Fennick Farm"],
    "Wildfell": ["Larchside Hops"],
    "Bramling Red": ["Wendle Court Hops"],
    "Silverwing": ["Hollow Oak Hop Garden"],
}
STYLES = [
    "Best Bitter",
    "India Pale Ale",
    "Porter",
    "Stout",
    "Dark Mild",
    "Golden Ale",
    "Saison",
    "Pilsner",
    "Barley Wine",
    "Wheat Beer",
    "Sour Ale",
    "Brown Ale",
    "Red Ale",
    "Old Ale",
]
FESTIVALS = {
    "Saltmere Beer Festival": "Port Greyling",
    "Great Ashvale Ale Show": "Kelbridge",
    "Corran Cask Festival": "Ivelhurst",
    "Thornwick Harvest Fair": "Fallowmere",
    "Brindle Beer and Cider Festival": "Sowerton",
    "Tarrock Winter Ales": "Tarrock",
}
# Brewers: name -> (town where they grew up, brewers they learned from)
BREWERS = {
    "Agnes Thorley": ("Kelbridge", []),
    "Walter Fenn": ("Hatherby", ["Agnes Thorley"]),
    "Rosalind Achebe": ("Port Greyling", ["Walter Fenn"]),
    "Dominic Strand": ("Ivelhurst", ["Walter Fenn"]),
    "Priya Ramaswamy": ("Cullensea", ["Rosalind Achebe"]),
    "Tomasz Wilk": ("Gilmarten", ["Dominic Strand"]),
    "Hugh Pellow": ("Tarrock", []),
    "Maeve Corrigan": ("Brackenmoor", ["Hugh Pellow"]),
    "Jonas Lindqvist": ("Ossery", ["Hugh Pellow", "Agnes Thorley"]),
    "Esme Haworth": ("Fallowmere", ["Maeve Corrigan"]),
    "Kofi Mensah": ("Sowerton", ["Jonas Lindqvist"]),
    "Lucy Tremayne": ("Morrow Cross", ["Rosalind Achebe"]),
    "Samir Haddad": ("Pellinford", ["Esme Haworth"]),
    "Ingrid Voss": ("Wendle Magna", ["Kofi Mensah"]),
}
# Breweries: name -> (town, head brewers, owning group or None, maltsters)
BREWERIES = {
    "Kelbridge Brewery": (
        "Kelbridge",
        ["Lucy Tremayne"],
        "Cask & Crown Holdings",
        ["Kelbridge Maltings"],
    ),
    "Greyling Harbour Ales": (
        "Port Greyling",
        ["Rosalind Achebe"],
        "Norrland Drinks plc",
        ["Greyling Floor Malts", "Tarrock Kilns"],
    ),
    "Old Fennick Brewhouse": ("Hatherby", ["Walter Fenn"], None, ["Brindle Malt House"]),
    "Corran Mountain Brewing": (
        "Ivelhurst",
        ["Dominic Strand"],
        "Halvorsen Beverage Group",
        ["Ossery Malt Company"],
    ),
    "Tidewrack Brewing Co.": ("Cullensea", ["Priya Ramaswamy"], None, ["Greyling Floor Malts"]),
    "Gilmarten Abbey Brewery": (
        "Gilmarten",
        ["Tomasz Wilk"],
        "Cask & Crown Holdings",
        ["Ossery Malt Company", "Kelbridge Maltings"],
    ),
    "Pellow & Daughters": ("Tarrock", ["Hugh Pellow"], None, ["Tarrock Kilns"]),
    "Bracken Hollow Brewery": (
        "Brackenmoor",
        ["Maeve Corrigan"],
        "Halvorsen Beverage Group",
        ["Ossery Malt Company"],
    ),
    "Lindqvist Craft Works": (
        "Ossery",
        ["Jonas Lindqvist"],
        "Norrland Drinks plc",
        ["Ossery Malt Company"],
    ),
    "Fallowmere Farmhouse Ales": (
        "Fallowmere",
        ["Esme Haworth"],
        None,
        ["Brindle Malt House", "Ossery Malt Company"],
    ),
    "Sowerton Steam Brewery": (
        "Sowerton",
        ["Kofi Mensah", "Ingrid Voss"],
        "Cask & Crown Holdings",
        ["Brindle Malt House"],
    ),
    "Pellinford Brewing": (
        "Pellinford",
        ["Samir Haddad"],
        "Halvorsen Beverage Group",
        ["Kelbridge Maltings"],
    ),
}
# Beers: name -> (brewery, style, hops, festivals where it won gold)
BEERS = {
    "Kelbridge Best": ("Kelbridge Brewery", "Best Bitter", ["Whitethorn", "Summerlode"], []),
    "Ferryman's Porter": (
        "Kelbridge Brewery",
        "Porter",
        ["Fennick Early"],
        ["Great Ashvale Ale Show"],
    ),
    "Crown Gold": ("Kelbridge Brewery", "Golden Ale", ["Amberfall", "Silverwing"], []),
    "Harbour Light": (
        "Greyling Harbour Ales",
        "Golden Ale",
        ["Saltmere Sunrise"],
        ["Saltmere Beer Festival"],
    ),
    "Sea Fret IPA": (
        "Greyling Harbour Ales",
        "India Pale Ale",
        ["Blue Heron", "Corran Star", "Wildfell"],
        [],
    ),
    "Anchor Stout": ("Greyling Harbour Ales", "Stout", ["Fennick Early"], ["Tarrock Winter Ales"]),
    "Fennick Mild": ("Old Fennick Brewhouse", "Dark Mild", ["Fennick Early", "Whitethorn"], []),
    "Plough Bitter": (
        "Old Fennick Brewhouse",
        "Best Bitter",
        ["Whitethorn"],
        ["Brindle Beer and Cider Festival"],
    ),
    "Summit Pale": (
        "Corran Mountain Brewing",
        "India Pale Ale",
        ["Corran Star", "Greenhaze"],
        ["Corran Cask Festival"],
    ),
    "Scree Runner": ("Corran Mountain Brewing", "Red Ale", ["Nightjar"], []),
    "Long Ridge Lager": ("Corran Mountain Brewing", "Pilsner", ["Silverwing"], []),
    "Wrack & Ruin": ("Tidewrack Brewing Co.", "Sour Ale", ["Saltmere Sunrise", "Blue Heron"], []),
    "Low Tide Saison": (
        "Tidewrack Brewing Co.",
        "Saison",
        ["Marigold Cross"],
        ["Saltmere Beer Festival", "Thornwick Harvest Fair"],
    ),
    "Brother Anselm": ("Gilmarten Abbey Brewery", "Barley Wine", ["Ossery Bitter"], []),
    "Cloister Brown": (
        "Gilmarten Abbey Brewery",
        "Brown Ale",
        ["Bramling Red"],
        ["Thornwick Harvest Fair"],
    ),
    "Vespers Old Ale": (
        "Gilmarten Abbey Brewery",
        "Old Ale",
        ["Ossery Bitter", "Copperleaf"],
        ["Tarrock Winter Ales"],
    ),
    "Pellow's Stout": ("Pellow & Daughters", "Stout", ["Tarrock Pearl"], []),
    "Three Sisters Bitter": (
        "Pellow & Daughters",
        "Best Bitter",
        ["Tarrock Pearl", "Copperleaf"],
        ["Great Ashvale Ale Show"],
    ),
    "Fernfall Red": ("Bracken Hollow Brewery", "Red Ale", ["Greenhaze", "Nightjar"], []),
    "Moorcock Porter": (
        "Bracken Hollow Brewery",
        "Porter",
        ["Nightjar"],
        ["Corran Cask Festival"],
    ),
    "Nordic Haze": ("Lindqvist Craft Works", "India Pale Ale", ["Wildfell", "Amberfall"], []),
    "Lindqvist Weiss": ("Lindqvist Craft Works", "Wheat Beer", ["Marigold Cross"], []),
    "Havoc Imperial": (
        "Lindqvist Craft Works",
        "Stout",
        ["Ossery Bitter"],
        ["Corran Cask Festival"],
    ),
    "Haymaker Saison": (
        "Fallowmere Farmhouse Ales",
        "Saison",
        ["Summerlode", "Pilgrim's Bine"],
        ["Thornwick Harvest Fair"],
    ),
    "Orchard Sour": ("Fallowmere Farmhouse Ales", "Sour Ale", ["Amberfall"], []),
    "Piston Pale": (
        "Sowerton Steam Brewery",
        "Golden Ale",
        ["Pilgrim's Bine", "Copperleaf"],
        ["Brindle Beer and Cider Festival"],
    ),
    "Boilerplate Brown": ("Sowerton Steam Brewery", "Brown Ale", ["Pilgrim's Bine"], []),
    "Firebox Barley Wine": (
        "Sowerton Steam Brewery",
        "Barley Wine",
        ["Bramling Red", "Tarrock Pearl"],
        [],
    ),
    "Pellinford Pils": ("Pellinford Brewing", "Pilsner", ["Amberfall", "Silverwing"], []),
    "Riverbend Wheat": ("Pellinford Brewing", "Wheat Beer", ["Summerlode"], []),
}
# Hand-written pubs: name -> (town, beers it pours)
PUBS = {
    "The Drowned Lantern": (
        "Port Greyling",
        ["Harbour Light", "Sea Fret IPA", "Anchor Stout", "Wrack & Ruin", "Low Tide Saison"],
    ),
    "The Kelbridge Arms": ("Kelbridge", ["Kelbridge Best", "Ferryman's Porter", "Crown Gold"]),
    "The Wheatsheaf at Hatherby": (
        "Hatherby",
        ["Fennick Mild", "Plough Bitter", "Piston Pale", "Kelbridge Best"],
    ),
    "The Scree & Saddle": ("Ivelhurst", ["Summit Pale", "Scree Runner", "Fernfall Red"]),
    "The Cloister Tap": (
        "Gilmarten",
        ["Brother Anselm", "Cloister Brown", "Vespers Old Ale", "Haymaker Saison"],
    ),
    "The Salt House": ("Tarrock", ["Pellow's Stout", "Three Sisters Bitter", "Anchor Stout"]),
    "Lindqvist Taproom": ("Ossery", ["Nordic Haze", "Lindqvist Weiss", "Havoc Imperial"]),
    "The Boiler Room": (
        "Sowerton",
        ["Piston Pale", "Boilerplate Brown", "Firebox Barley Wine", "Plough Bitter"],
    ),
    "The Mere Inn": ("Fallowmere", ["Haymaker Saison", "Orchard Sour", "Moorcock Porter"]),
    "Riverbend Tavern": ("Pellinford", ["Pellinford Pils", "Riverbend Wheat"]),
}

FILLER_TOWNS = [
    "Ashcombe",
    "Brelling",
    "Coldwater Green",
    "Darrowfield",
    "Eastry Bridge",
    "Fenwold",
    "Garside",
    "Hollins End",
    "Lower Quenby",
    "Marlowe St Anne",
    "Nethercote",
    "Ravensholt",
    "Stallbury",
    "Tilsworth",
    "Upper Wynd",
    "Yarrowby",
]
FILLER_FIRST = ["Alice", "Bram", "Carys", "Declan", "Edith", "Farid", "Greta", "Hamish"]
FILLER_FIRST += ["Isla", "Jago", "Keziah", "Leon", "Mirela", "Niall", "Odile", "Piotr"]
FILLER_LAST = ["Ashdown", "Bellweather", "Carrow", "Dunning", "Ellery", "Frome", "Garrick"]
FILLER_LAST += ["Hollis", "Ingleby", "Jessop", "Kettering", "Lowther", "Marchbank", "Nunn"]
BREWERY_WORDS = ["Brass Kettle", "Crooked Chimney", "Wagtail", "Blackthorn", "Lantern Yard"]
BREWERY_WORDS += ["Seven Stiles", "Hobnail", "Kingfisher", "Tollgate", "Old Forge", "Cobble Lane"]
BREWERY_WORDS += ["Foxglove", "Ironbridge"]
BREWERY_KINDS = ["Brewery", "Brewing", "Ales", "Beer Co."]
BEER_ADJ = ["Ragged", "Copper", "Hollow", "Wandering", "Midnight", "Restless", "Amber", "Velvet"]
BEER_ADJ += ["Crooked", "Drifting", "Silent", "Lucky", "Rusty", "Wild", "Broken", "Gentle"]
BEER_NOUN = ["Fox", "Lantern", "Hare", "Mariner", "Owl", "Tinker", "Harvest", "Badger", "Kestrel"]
BEER_NOUN += ["Gate", "Pilgrim", "Compass", "Drover", "Weaver", "Beacon", "Thresher"]
PUB_SIGNS = ["Red Lion", "Bell", "Plough", "Swan", "Black Horse", "Rose and Crown", "Ship"]
PUB_SIGNS += ["Green Man", "Royal Oak", "Fleece", "Crossed Keys", "Star", "Feathers", "Anchor"]
PUB_SIGNS += ["Bull", "Wheel", "Dolphin", "Chequers", "Hare and Hounds", "Sun", "George"]
N_FILLER_BREWERS = 13
N_FILLER_BREWERIES = 13
N_FILLER_BEERS = 100
N_FILLER_PUBS = 30


def _unique_names(rng: random.Random, candidates: list[str], n: int, taken: set[str]) -> list[str]:
    pool = sorted(set(candidates) - taken)
    names = rng.sample(pool, n)
    taken.update(names)
    return names


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    names = EntityKeys()
    key = names.key

    def town(name: str) -> str:
        return key("town", name)

    def person(name: str) -> str:
        return key("person", name)

    def brewery(name: str) -> str:
        return key("brewery", name)

    def beer(name: str) -> str:
        return key("beer", name)

    for name, region in TOWNS.items():
        facts.append((town(name), PROV, key("region", region)))
    for name, place in GROUPS.items():
        facts.append((key("group", name), SITE, town(place)))
    for name, place in MALTSTERS.items():
        facts.append((key("maltster", name), SITE, town(place)))
    for name, place in HOP_FARMS.items():
        facts.append((key("farm", name), SITE, town(place)))
    for name, farms in HOPS.items():
        facts += [(key("hop", name), GROWER, key("farm", f)) for f in farms]
    for name, place in FESTIVALS.items():
        facts.append((key("festival", name), HOSTED, town(place)))
    for name, (place, teachers) in BREWERS.items():
        facts.append((person(name), RAISED, town(place)))
        facts += [(person(name), LEARNED, person(t)) for t in teachers]
    for name, (place, heads, group, malts) in BREWERIES.items():
        facts.append((brewery(name), SITE, town(place)))
        facts += [(brewery(name), HEAD, person(h)) for h in heads]
        if group:
            facts.append((brewery(name), PARENT, key("group", group)))
        facts += [(brewery(name), MALT, key("maltster", m)) for m in malts]
    for name, (maker, style, hops, golds) in BEERS.items():
        facts += [(beer(name), BREWED_BY, brewery(maker)), (beer(name), STYLE, key("style", style))]
        facts += [(beer(name), HOP, key("hop", h)) for h in hops]
        facts += [(beer(name), GOLD, key("festival", f)) for f in golds]
    for name, (place, taps) in PUBS.items():
        facts.append((key("pub", name), SITE, town(place)))
        facts += [(key("pub", name), POURS, beer(b)) for b in taps]

    # Filler towns, spread over the regions.
    for name in FILLER_TOWNS:
        facts.append((town(name), PROV, key("region", rng.choice(REGIONS))))
    all_towns = [*TOWNS, *FILLER_TOWNS]

    # Filler brewers: each learned from one or two hand-written brewers, or from nobody.
    taken = set(BREWERS)
    full_names = [f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST]
    filler_brewers = _unique_names(rng, full_names, N_FILLER_BREWERS, taken)
    for name in filler_brewers:
        facts.append((person(name), RAISED, town(rng.choice(all_towns))))
        if rng.random() < 0.8:
            teachers = rng.sample(sorted(BREWERS), rng.randint(1, 2))
            facts += [(person(name), LEARNED, person(t)) for t in teachers]

    # Filler breweries, one filler head brewer each.
    brewery_names = [f"{w} {k}" for w in BREWERY_WORDS for k in BREWERY_KINDS]
    words_used: set[str] = set()
    filler_breweries = []
    for name in sorted(brewery_names, key=lambda _: rng.random()):
        word = name.rsplit(" ", 1)[0] if not name.endswith("Beer Co.") else name[:-9]
        if word in words_used:
            continue  # one brewery per name word, so a short form names one brewery
        words_used.add(word)
        filler_breweries.append(name)
        if len(filler_breweries) == N_FILLER_BREWERIES:
            break
    groups = [*GROUPS, None, None]
    for name, head in zip(filler_breweries, filler_brewers, strict=True):
        facts += [
            (brewery(name), SITE, town(rng.choice(all_towns))),
            (brewery(name), HEAD, person(head)),
        ]
        group = rng.choice(groups)
        if group:
            facts.append((brewery(name), PARENT, key("group", group)))
        facts += [
            (brewery(name), MALT, key("maltster", m))
            for m in rng.sample(sorted(MALTSTERS), rng.randint(1, 2))
        ]

    # Filler beers: mostly from filler breweries.
    taken = set(BEERS)
    beer_names = _unique_names(
        rng, [f"{a} {n}" for a in BEER_ADJ for n in BEER_NOUN], N_FILLER_BEERS, taken
    )
    for name in beer_names:
        maker = (
            rng.choice(filler_breweries) if rng.random() < 0.8 else rng.choice(sorted(BREWERIES))
        )
        facts += [
            (beer(name), BREWED_BY, brewery(maker)),
            (beer(name), STYLE, key("style", rng.choice(STYLES))),
        ]
        facts += [
            (beer(name), HOP, key("hop", h)) for h in rng.sample(sorted(HOPS), rng.randint(1, 2))
        ]
        if rng.random() < 0.06:
            facts.append((beer(name), GOLD, key("festival", rng.choice(sorted(FESTIVALS)))))

    # Filler pubs: a sign and a town, pouring a few beers, now and then a hand-written one.
    signs = [f"The {s}" for s in PUB_SIGNS]
    filler_pubs = []
    for sign in rng.sample(signs, len(signs)):
        for place in rng.sample(FILLER_TOWNS, 2):
            filler_pubs.append((f"{sign}, {place}", place))
    for name, place in filler_pubs[:N_FILLER_PUBS]:
        taps = rng.sample(beer_names, rng.randint(2, 4))
        if rng.random() < 0.3:
            taps.append(rng.choice(sorted(BEERS)))
        facts.append((key("pub", name), SITE, town(place)))
        facts += [(key("pub", name), POURS, beer(b)) for b in taps]

    shown = [n for k, n in names.items()]
    if len(set(shown)) != len(shown):
        raise ValueError("two entities share a name")
    return with_opaque_ids(facts, names, rng, range(10000), "{:04d}_bw")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
