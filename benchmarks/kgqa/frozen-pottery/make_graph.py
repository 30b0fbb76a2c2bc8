"""Build the `frozen-pottery` KGQA set: triples.tsv, entities.tsv (with types) and questions.jsonl.

A fictional network of pottery kiln co-operatives: co-operatives with their base town, chair
and the guild they are affiliated to; potters with their co-operatives, home town, the potter
they were apprenticed to, the kind of ware they make and the markets where they sell; kilns
with their kind, the town they stand in, the co-operative that owns them and their builder;
kiln builders with their town; glazes with their colouring oxide, the cone they fire to, their
glaze family and the potter whose recipe they are; clay bodies with their supplier and the cone
they mature at; suppliers with their home town; firings with their kiln, the potters who loaded
pots, the glazes and clay bodies used and the fire master; markets with their town and who
runs them; galleries with their town and the potters whose work they stock; towns with their
district. Every person, place and firm is invented. The schema and the fixed places are
written by hand below; a seeded generator (`random.Random(5456)`) draws the people's names and
the filler facts. The questions are written by hand at the bottom by name and path; their
answers are computed from the graph by `paths.write_questions_by_name` and checked against the
answers written beside them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-pottery/make_graph.py
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

DISTRICT = "district"
COOP_TOWN = "basedIn"
CHAIR = "CHAIR"
GUILD = "affiliated_to"
MEMBER = "member of"
P_HOME = "res."
APPRENTICED = "apprenticedTo"
WARE = "ware_type"
STALL = "sells@"
KILN_TYPE = "kilnType"
KILN_SITE = "kiln.loc"
KILN_OWNER = "owned by"
BUILT = "BUILT_BY"
BUILDER_TOWN = "workshop_town"
OXIDE = "oxide"
CONE = "fires_to"
RECIPE = "recipe by"
FAMILY = "glazeFamily"
SUPPLIER = "supplied_by"
MATURES = "matures@"
SUPPLIER_TOWN = "HQ"
IN_KILN = "kiln"
LOADED = "pots[]"
GLAZED = "glazes_used"
CLAY_USED = "clayBody"
FIRE_MASTER = "fire master"
MKT_TOWN = "mkt.town"
MKT_RUN = "run_by"
GALLERY_TOWN = "gallery_loc"
STOCKS = "stocksWorkBy"

DISTRICTS = {
    "Carrow Vale": ["Brindle Cross", "Carrowmore", "Dunnock Hill", "Pottersby"],
    "Ember Downs": ["Ashcombe", "Kilnsey Bridge", "Marlow Green", "Tilbrook"],
    "Severn Marches": ["Clayhanger", "Greywell", "Ludwick", "Saltmoor"],
}
GUILDS = ["Western Potters' Guild", "Guild of Woodfire Makers"]
# co-operative -> (town, guild)
COOPS = {
    "Pottersby Kiln Co-operative": ("Pottersby", "Western Potters' Guild"),
    "Ashcombe Clayworks Co-op": ("Ashcombe", "Guild of Woodfire Makers"),
    "Greywell Firing Collective": ("Greywell", "Western Potters' Guild"),
    "Tilbrook Mudlarks Co-op": ("Tilbrook", "Guild of Woodfire Makers"),
}
KILN_TYPES = ["anagama", "noborigama", "electric kiln", "gas kiln", "salt kiln", "raku kiln"]
# kiln -> (type, town, co-op)
KILNS = {
    "Old Dragon": ("anagama", "Pottersby", "Pottersby Kiln Co-operative"),
    "Little Dragon": ("raku kiln", "Pottersby", "Pottersby Kiln Co-operative"),
    "The Beehive": ("gas kiln", "Carrowmore", "Pottersby Kiln Co-operative"),
    "Brindle Electric 2": ("electric kiln", "Brindle Cross", "Pottersby Kiln Co-operative"),
    "Long Climb": ("noborigama", "Ashcombe", "Ashcombe Clayworks Co-op"),
    "Salty Sal": ("salt kiln", "Kilnsey Bridge", "Ashcombe Clayworks Co-op"),
    "Ashcombe Test Kiln": ("electric kiln", "Ashcombe", "Ashcombe Clayworks Co-op"),
    "Greywell Car Kiln": ("gas kiln", "Greywell", "Greywell Firing Collective"),
    "The Snake": ("anagama", "Ludwick", "Greywell Firing Collective"),
    "Saltmoor Soda Kiln": ("salt kiln", "Saltmoor", "Greywell Firing Collective"),
    "Greywell Electric 1": ("electric kiln", "Greywell", "Greywell Firing Collective"),
    "Mudlark Train Kiln": ("anagama", "Tilbrook", "Tilbrook Mudlarks Co-op"),
    "Marlow Raku Pit": ("raku kiln", "Marlow Green", "Tilbrook Mudlarks Co-op"),
    "Tilbrook Top-hat": ("gas kiln", "Tilbrook", "Tilbrook Mudlarks Co-op"),
}
WARES = ["stoneware", "porcelain", "earthenware", "raku ware"]
OXIDES = [
    "cobalt oxide",
    "red iron oxide",
    "copper carbonate",
    "rutile",
    "manganese dioxide",
    "chrome oxide",
]
CONES = ["cone 04", "cone 6", "cone 10", "cone 12"]
FAMILIES = ["celadon", "tenmoku", "shino", "ash glaze", "crackle", "satin matt", "copper red"]
# glaze -> (oxide, cone, family)
GLAZES = {
    "Pottersby Blue": ("cobalt oxide", "cone 10", "satin matt"),
    "Moorland Celadon": ("red iron oxide", "cone 10", "celadon"),
    "Hare's Fur Tenmoku": ("red iron oxide", "cone 10", "tenmoku"),
    "Oil Spot Black": ("red iron oxide", "cone 12", "tenmoku"),
    "Carbon Trap Shino": ("red iron oxide", "cone 10", "shino"),
    "Peach Shino": ("rutile", "cone 10", "shino"),
    "Oak Ash Green": ("red iron oxide", "cone 12", "ash glaze"),
    "Apple Ash": ("rutile", "cone 10", "ash glaze"),
    "Oxblood": ("copper carbonate", "cone 10", "copper red"),
    "Peach Bloom": ("copper carbonate", "cone 12", "copper red"),
    "Raku Crackle White": ("rutile", "cone 04", "crackle"),
    "Copper Lustre Raku": ("copper carbonate", "cone 04", "crackle"),
    "Mid-fire Chun": ("cobalt oxide", "cone 6", "satin matt"),
    "Greywell Green": ("chrome oxide", "cone 6", "satin matt"),
    "Plum Satin": ("manganese dioxide", "cone 6", "satin matt"),
    "Tilbrook Tortoiseshell": ("manganese dioxide", "cone 10", "tenmoku"),
    "Saltmoor Orange Peel": ("rutile", "cone 10", "ash glaze"),
    "Ashcombe Jade": ("red iron oxide", "cone 6", "celadon"),
    "Seaside Blue Celadon": ("cobalt oxide", "cone 10", "celadon"),
    "Emerald Crackle": ("chrome oxide", "cone 04", "crackle"),
    "Honey Amber": ("red iron oxide", "cone 6", "satin matt"),
    "Smoke Grey Shino": ("manganese dioxide", "cone 10", "shino"),
    "Rutile Float": ("rutile", "cone 6", "satin matt"),
    "Kilnsey Kaki": ("red iron oxide", "cone 12", "tenmoku"),
    "Verdigris": ("copper carbonate", "cone 6", "crackle"),
    "Dunnock Ash": ("manganese dioxide", "cone 12", "ash glaze"),
}
# supplier -> town
SUPPLIERS = {
    "Clayhanger Pits Ltd": "Clayhanger",
    "Severn Ball Clays": "Ludwick",
    "Dunnock Hill Minerals": "Dunnock Hill",
    "Potclays of Kilnsey": "Kilnsey Bridge",
    "Marches Raw Materials": "Saltmoor",
    "Ember Clay Company": "Marlow Green",
}
# clay body -> (supplier, cone it matures at)
CLAYS = {
    "St Clay Buff": ("Clayhanger Pits Ltd", "cone 10"),
    "Clayhanger Red": ("Clayhanger Pits Ltd", "cone 6"),
    "Severn Porcelain": ("Severn Ball Clays", "cone 12"),
    "Ludwick Grogged Stoneware": ("Severn Ball Clays", "cone 10"),
    "Dunnock Terracotta": ("Dunnock Hill Minerals", "cone 04"),
    "Kilnsey Woodfire Body": ("Potclays of Kilnsey", "cone 12"),
    "Raku Open Body": ("Potclays of Kilnsey", "cone 04"),
    "Marches Smooth White": ("Marches Raw Materials", "cone 6"),
    "Ember Speckled": ("Ember Clay Company", "cone 6"),
    "Ember Black Stoneware": ("Ember Clay Company", "cone 10"),
}
# market -> (town, who runs it: a co-op or a council)
MARKETS = {
    "Pottersby Pot Fair": ("Pottersby", "Pottersby Kiln Co-operative"),
    "Ashcombe Ceramics Market": ("Ashcombe", "Ashcombe Clayworks Co-op"),
    "Greywell Makers' Market": ("Greywell", "Greywell Town Council"),
    "Tilbrook Earth & Fire": ("Tilbrook", "Tilbrook Mudlarks Co-op"),
    "Carrowmore Christmas Market": ("Carrowmore", "Carrowmore Town Council"),
    "Ludwick Riverside Market": ("Ludwick", "Greywell Firing Collective"),
    "Saltmoor Harbour Market": ("Saltmoor", "Saltmoor Town Council"),
    "Marlow Green Craft Fair": ("Marlow Green", "Tilbrook Mudlarks Co-op"),
}
GALLERIES = {
    "The Slip Room": "Pottersby",
    "Leach Lane Gallery": "Carrowmore",
    "Fireborn Gallery": "Ashcombe",
    "Tilbrook Craft House": "Tilbrook",
    "Greywell Open Studios": "Greywell",
    "Salt & Ash Gallery": "Saltmoor",
    "Kiln Yard Gallery": "Kilnsey Bridge",
    "Brindle Barn Ceramics": "Brindle Cross",
    "Clayhanger Contemporary": "Clayhanger",
    "The Glaze Shed": "Ludwick",
    "Marlow Makers": "Marlow Green",
    "Dunnock Gallery": "Dunnock Hill",
}
FIRST = [
    "Agnes",
    "Bram",
    "Celia",
    "Dermot",
    "Edith",
    "Fergus",
    "Gwen",
    "Harold",
    "Ida",
    "Jasper",
    "Kit",
    "Lorna",
    "Morgan",
    "Nell",
    "Oswin",
    "Phyllis",
    "Rhys",
    "Sadie",
    "Tobias",
    "Una",
    "Vera",
    "Wilf",
    "Yvonne",
    "Aled",
    "Bryony",
    "Cai",
    "Delphine",
    "Esme",
]
LAST = [
    "Ashdown",
    "Blackmore",
    "Cardew",
    "Dowling",
    "Elwes",
    "Finch",
    "Garside",
    "Holloway",
    "Ingram",
    "Jory",
    "Kemble",
    "Lovell",
    "Marwood",
    "Nance",
    "Orchard",
    "Penhale",
    "Quarrie",
    "Rowse",
    "Staite",
    "Trevail",
    "Upcott",
    "Vosper",
    "Wadley",
    "Yeo",
]
TYPES: dict[str, str] = {}


def _typed(kind: str, names: Any) -> None:
    for n in names:
        TYPES[n] = kind


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5456)
    f: list[tuple[str, str, str]] = []
    towns = [t for ts in DISTRICTS.values() for t in ts]
    _typed("district", DISTRICTS)
    _typed("town", towns)
    _typed("guild", GUILDS)
    _typed("co-operative", COOPS)
    _typed("kiln type", KILN_TYPES)
    _typed("kiln", KILNS)
    _typed("ware", WARES)
    _typed("oxide", OXIDES)
    _typed("cone", CONES)
    _typed("glaze family", FAMILIES)
    _typed("glaze", GLAZES)
    _typed("clay supplier", SUPPLIERS)
    _typed("clay body", CLAYS)
    _typed("market", MARKETS)
    _typed("gallery", GALLERIES)
    _typed("town council", [run for _, run in MARKETS.values() if run.endswith("Council")])
    for d, ts in DISTRICTS.items():
        f += [(t, DISTRICT, d) for t in ts]
    taken: set[str] = set()
    potters = full_names(rng, FIRST, LAST, 70, taken)
    builders = full_names(rng, FIRST, LAST, 5, taken)
    _typed("potter", potters)
    _typed("kiln builder", builders)
    coops = list(COOPS)
    potter_coops: dict[str, list[str]] = {}
    for i, p in enumerate(potters):
        potter_coops[p] = rng.sample(coops, 1 + (i % 5 == 0))
        f += [(p, MEMBER, c) for c in potter_coops[p]]
        f.append((p, P_HOME, rng.choice(towns)))
        f.append((p, WARE, rng.choice(WARES)))
        if i >= 10 and rng.random() < 0.55:
            f.append((p, APPRENTICED, rng.choice(potters[:i])))
        for m in rng.sample(sorted(MARKETS), rng.choice([0, 1, 1, 2])):
            f.append((p, STALL, m))
    for c, (town, guild) in COOPS.items():
        members = [p for p in potters if c in potter_coops[p]]
        f += [(c, COOP_TOWN, town), (c, GUILD, guild), (c, CHAIR, rng.choice(members))]
    for b in builders:
        f.append((b, BUILDER_TOWN, rng.choice(towns)))
    for k, (kind, town, coop) in KILNS.items():
        f += [(k, KILN_TYPE, kind), (k, KILN_SITE, town), (k, KILN_OWNER, coop)]
        f.append((k, BUILT, rng.choice(builders)))
    for g, (oxide, cone, family) in GLAZES.items():
        f += [(g, OXIDE, oxide), (g, CONE, cone), (g, FAMILY, family)]
        f.append((g, RECIPE, rng.choice(potters)))
    for s, town in SUPPLIERS.items():
        f.append((s, SUPPLIER_TOWN, town))
    for c, (s, cone) in CLAYS.items():
        f += [(c, SUPPLIER, s), (c, MATURES, cone)]
    for m, (town, run) in MARKETS.items():
        f += [(m, MKT_TOWN, town), (m, MKT_RUN, run)]
    for g, town in GALLERIES.items():
        f.append((g, GALLERY_TOWN, town))
        for p in rng.sample(potters, rng.choice([1, 2, 2, 3])):
            f.append((g, STOCKS, p))
    kilns = list(KILNS)
    for n in range(46):
        k = kilns[n % len(kilns)]
        coop = KILNS[k][2]
        firing = f"{k} firing #{n // len(kilns) + 1}"
        TYPES[firing] = "firing"
        f.append((firing, IN_KILN, k))
        members = [p for p in potters if coop in potter_coops[p]]
        for p in rng.sample(members, rng.choice([1, 2, 2, 3])):
            f.append((firing, LOADED, p))
        f.append((firing, FIRE_MASTER, rng.choice(members)))
        for g in rng.sample(sorted(GLAZES), rng.choice([1, 2])):
            f.append((firing, GLAZED, g))
        f.append((firing, CLAY_USED, rng.choice(sorted(CLAYS))))
    return f


F, B = "->", "<-"
QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "kp01",
        "which town is the Greywell Firing Collective based in",
        ["Greywell Firing Collective"],
        [(COOP_TOWN, F)],
        ["Greywell"],
    ),
    (
        "kp02",
        "Who chairs Ashcombe Clayworks Co-op?",
        ["Ashcombe Clayworks Co-op"],
        [(CHAIR, F)],
        ["Oswin Kemble"],
    ),
    (
        "kp03",
        "what sort of kiln is the Long Climb",
        ["Long Climb"],
        [(KILN_TYPE, F)],
        ["noborigama"],
    ),
    ("kp04", "who built The Snake?", ["The Snake"], [(BUILT, F)], ["Una Jory"]),
    (
        "kp05",
        "whose kiln is Salty Sal",
        ["Salty Sal"],
        [(KILN_OWNER, F)],
        ["Ashcombe Clayworks Co-op"],
    ),
    ("kp06", "what colourant is in Oxblood", ["Oxblood"], [(OXIDE, F)], ["copper carbonate"]),
    ("kp07", "peach bloom - what cone?", ["Peach Bloom"], [(CONE, F)], ["cone 12"]),
    (
        "kp08",
        "Whose recipe is the Greywell Green glaze?",
        ["Greywell Green"],
        [(RECIPE, F)],
        ["Edith Garside"],
    ),
    (
        "kp09",
        "where do we get Severn Porcelain from",
        ["Severn Porcelain"],
        [(SUPPLIER, F)],
        ["Severn Ball Clays"],
    ),
    (
        "kp10",
        "which potter did Bryony Rowse train under",
        ["Bryony Rowse"],
        [(APPRENTICED, F)],
        ["Kit Finch"],
    ),
    (
        "kp11",
        "what does Celia Yeo throw, stoneware or porcelain?",
        ["Celia Yeo"],
        [(WARE, F)],
        ["porcelain"],
    ),
    (
        "kp12",
        "where does Esme Blackmore have a stall",
        ["Esme Blackmore"],
        [(STALL, F)],
        ["Pottersby Pot Fair"],
    ),
    (
        "kp13",
        "who had pots in The Snake firing #3",
        ["The Snake firing #3"],
        [(LOADED, F)],
        ["Agnes Upcott", "Lorna Penhale", "Wilf Elwes"],
    ),
    (
        "kp14",
        "who fired Long Climb firing #2?",
        ["Long Climb firing #2"],
        [(FIRE_MASTER, F)],
        ["Bryony Holloway"],
    ),
    (
        "kp15",
        "glazes on the pots in Greywell Car Kiln firing #3",
        ["Greywell Car Kiln firing #3"],
        [(GLAZED, F)],
        ["Honey Amber", "Rutile Float"],
    ),
    (
        "kp16",
        "Which galleries carry Dermot Elwes's work?",
        ["Dermot Elwes"],
        [(STOCKS, B)],
        ["Fireborn Gallery", "Salt & Ash Gallery", "The Glaze Shed"],
    ),
    (
        "kp17",
        "kilns in Tilbrook",
        ["Tilbrook"],
        [(KILN_SITE, B)],
        ["Mudlark Train Kiln", "Tilbrook Top-hat"],
    ),
    (
        "kp18",
        "what tenmoku glazes do we have",
        ["tenmoku"],
        [(FAMILY, B)],
        ["Hare's Fur Tenmoku", "Kilnsey Kaki", "Oil Spot Black", "Tilbrook Tortoiseshell"],
    ),
    (
        "kp19",
        "which clays does the Ember Clay Company sell?",
        ["Ember Clay Company"],
        [(SUPPLIER, B)],
        ["Ember Black Stoneware", "Ember Speckled"],
    ),
    (
        "kp20",
        "who organises Ludwick Riverside Market",
        ["Ludwick Riverside Market"],
        [(MKT_RUN, F)],
        ["Greywell Firing Collective"],
    ),
    # two hops
    (
        "kp21",
        "what district is the Pottersby Kiln Co-operative in",
        ["Pottersby Kiln Co-operative"],
        [(COOP_TOWN, F), (DISTRICT, F)],
        ["Carrow Vale"],
    ),
    (
        "kp22",
        "where's the workshop of whoever built Mudlark Train Kiln?",
        ["Mudlark Train Kiln"],
        [(BUILT, F), (BUILDER_TOWN, F)],
        ["Pottersby"],
    ),
    (
        "kp23",
        "who did the chair of Pottersby Kiln Co-operative learn under",
        ["Pottersby Kiln Co-operative"],
        [(CHAIR, F), (APPRENTICED, F)],
        ["Tobias Yeo"],
    ),
    (
        "kp24",
        "Which guild is the co-op that owns Marlow Raku Pit part of?",
        ["Marlow Raku Pit"],
        [(KILN_OWNER, F), (GUILD, F)],
        ["Guild of Woodfire Makers"],
    ),
    (
        "kp25",
        "what kinds of kilns has the Greywell Firing Collective got",
        ["Greywell Firing Collective"],
        [(KILN_OWNER, B), (KILN_TYPE, F)],
        ["anagama", "electric kiln", "gas kiln", "salt kiln"],
    ),
    (
        "kp26",
        "which oxides are in Dermot Elwes's glazes",
        ["Dermot Elwes"],
        [(RECIPE, B), (OXIDE, F)],
        ["copper carbonate", "manganese dioxide", "red iron oxide"],
    ),
    (
        "kp27",
        "where is the firm that supplies Raku Open Body",
        ["Raku Open Body"],
        [(SUPPLIER, F), (SUPPLIER_TOWN, F)],
        ["Kilnsey Bridge"],
    ),
    (
        "kp28",
        "Which kilns has Agnes Upcott had work fired in?",
        ["Agnes Upcott"],
        [(LOADED, B), (IN_KILN, F)],
        ["Greywell Electric 1", "The Beehive", "The Snake"],
    ),
    (
        "kp29",
        "what clay bodies have gone through Old Dragon",
        ["Old Dragon"],
        [(IN_KILN, B), (CLAY_USED, F)],
        ["Clayhanger Red", "Kilnsey Woodfire Body", "Ludwick Grogged Stoneware", "Raku Open Body"],
    ),
    (
        "kp30",
        "who came up with the glazes used in The Beehive firing #3",
        ["The Beehive firing #3"],
        [(GLAZED, F), (RECIPE, F)],
        ["Kit Dowling", "Phyllis Ashdown"],
    ),
    (
        "kp31",
        "what town is Kit Finch's market in",
        ["Kit Finch"],
        [(STALL, F), (MKT_TOWN, F)],
        ["Carrowmore"],
    ),
    (
        "kp32",
        "What cones do Potclays of Kilnsey's clays mature at?",
        ["Potclays of Kilnsey"],
        [(SUPPLIER, B), (MATURES, F)],
        ["cone 04", "cone 12"],
    ),
    (
        "kp33",
        "where do jasper wadley's apprentices live",
        ["Jasper Wadley"],
        [(APPRENTICED, B), (P_HOME, F)],
        ["Dunnock Hill", "Greywell"],
    ),
    (
        "kp34",
        "galleries in Carrow Vale",
        ["Carrow Vale"],
        [(DISTRICT, B), (GALLERY_TOWN, B)],
        ["Brindle Barn Ceramics", "Dunnock Gallery", "Leach Lane Gallery", "The Slip Room"],
    ),
    (
        "kp35",
        "what do the potters Kiln Yard Gallery stocks make",
        ["Kiln Yard Gallery"],
        [(STOCKS, F), (WARE, F)],
        ["porcelain", "raku ware"],
    ),
    (
        "kp36",
        "which glazes have been used in Brindle Electric 2",
        ["Brindle Electric 2"],
        [(IN_KILN, B), (GLAZED, F)],
        [
            "Ashcombe Jade",
            "Copper Lustre Raku",
            "Hare's Fur Tenmoku",
            "Oxblood",
            "Pottersby Blue",
            "Saltmoor Orange Peel",
        ],
    ),
    (
        "kp37",
        "Which co-op does the fire master of Saltmoor Soda Kiln firing #3 belong to?",
        ["Saltmoor Soda Kiln firing #3"],
        [(FIRE_MASTER, F), (MEMBER, F)],
        ["Greywell Firing Collective"],
    ),
    (
        "kp38",
        "where are the kilns Dermot Nance built",
        ["Dermot Nance"],
        [(BUILT, B), (KILN_SITE, F)],
        ["Ashcombe", "Brindle Cross", "Carrowmore", "Saltmoor", "Tilbrook"],
    ),
    (
        "kp39",
        "who chairs Gwen Trevail's co-ops",
        ["Gwen Trevail"],
        [(MEMBER, F), (CHAIR, F)],
        ["Bram Upcott", "Oswin Kemble"],
    ),
    (
        "kp40",
        "pottery markets in Ember Downs",
        ["Ember Downs"],
        [(DISTRICT, B), (MKT_TOWN, B)],
        ["Ashcombe Ceramics Market", "Marlow Green Craft Fair", "Tilbrook Earth & Fire"],
    ),
    # three hops
    (
        "kp41",
        "which district does the man who built Saltmoor Soda Kiln work in",
        ["Saltmoor Soda Kiln"],
        [(BUILT, F), (BUILDER_TOWN, F), (DISTRICT, F)],
        ["Carrow Vale"],
    ),
    (
        "kp42",
        "what guild is the co-op whose kiln did Little Dragon firing #3 in",
        ["Little Dragon firing #3"],
        [(IN_KILN, F), (KILN_OWNER, F), (GUILD, F)],
        ["Western Potters' Guild"],
    ),
    (
        "kp43",
        "Where do the people who've been fire master on Old Dragon live?",
        ["Old Dragon"],
        [(IN_KILN, B), (FIRE_MASTER, F), (P_HOME, F)],
        ["Carrowmore", "Dunnock Hill", "Marlow Green"],
    ),
    (
        "kp44",
        "oxides in the glazes from the firings Nell Garside had pots in",
        ["Nell Garside"],
        [(LOADED, B), (GLAZED, F), (OXIDE, F)],
        ["cobalt oxide", "manganese dioxide", "red iron oxide", "rutile"],
    ),
    (
        "kp45",
        "which suppliers' clay has been fired in The Snake",
        ["The Snake"],
        [(IN_KILN, B), (CLAY_USED, F), (SUPPLIER, F)],
        ["Ember Clay Company", "Potclays of Kilnsey"],
    ),
    (
        "kp46",
        "what types of kiln has Lorna Penhale fired in?",
        ["Lorna Penhale"],
        [(LOADED, B), (IN_KILN, F), (KILN_TYPE, F)],
        ["anagama", "gas kiln", "salt kiln"],
    ),
    (
        "kp47",
        "which towns hold the markets that Greywell Open Studios' potters sell at",
        ["Greywell Open Studios"],
        [(STOCKS, F), (STALL, F), (MKT_TOWN, F)],
        ["Marlow Green"],
    ),
    (
        "kp48",
        "who did the potter behind the glaze in Salty Sal firing #1 learn from",
        ["Salty Sal firing #1"],
        [(GLAZED, F), (RECIPE, F), (APPRENTICED, F)],
        ["Bryony Rowse"],
    ),
    (
        "kp49",
        "What glaze families have been fired in the Tilbrook Top-hat?",
        ["Tilbrook Top-hat"],
        [(IN_KILN, B), (GLAZED, F), (FAMILY, F)],
        ["satin matt", "shino", "tenmoku"],
    ),
    (
        "kp50",
        "which co-ops own kilns in the Severn Marches",
        ["Severn Marches"],
        [(DISTRICT, B), (KILN_SITE, B), (KILN_OWNER, F)],
        ["Greywell Firing Collective"],
    ),
    (
        "kp51",
        "where do the chairs of the Guild of Woodfire Makers co-ops live?",
        ["Guild of Woodfire Makers"],
        [(GUILD, B), (CHAIR, F), (P_HOME, F)],
        ["Brindle Cross", "Marlow Green"],
    ),
    (
        "kp52",
        "who built the kilns Cai Yeo's pots went into",
        ["Cai Yeo"],
        [(LOADED, B), (IN_KILN, F), (BUILT, F)],
        ["Dermot Nance", "Una Jory"],
    ),
    (
        "kp53",
        "towns of the galleries selling work by Esme Blackmore's apprentices",
        ["Esme Blackmore"],
        [(APPRENTICED, B), (STOCKS, B), (GALLERY_TOWN, F)],
        ["Greywell"],
    ),
    (
        "kp54",
        "whose clay was in the firings that used Peach Bloom - which suppliers?",
        ["Peach Bloom"],
        [(GLAZED, B), (CLAY_USED, F), (SUPPLIER, F)],
        ["Ember Clay Company", "Potclays of Kilnsey"],
    ),
    (
        "kp55",
        "what kind of ware does the chair of the co-op running Marlow Green Craft Fair make",
        ["Marlow Green Craft Fair"],
        [(MKT_RUN, F), (CHAIR, F), (WARE, F)],
        ["stoneware"],
    ),
    # not in the graph
    ("kp56", "who chairs the Bideford Pottery Co-op?", 1),
    ("kp57", "what cone does Jun Blue Haze fire to", 1),
    ("kp58", "where's the Hollowmere bottle kiln", 1),
    ("kp59", "who was Ruth Penwarden apprenticed to", 1),
    ("kp60", "glazes used in the Wenford woodfire weekend", 1),
    # relations the graph lacks
    ("kp61", "how many chambers has the Long Climb got", ["Long Climb"], 1, "number of chambers"),
    (
        "kp62",
        "how much is membership of Tilbrook Mudlarks Co-op",
        ["Tilbrook Mudlarks Co-op"],
        1,
        "membership fee",
    ),
    ("kp63", "When was Greywell Car Kiln built?", ["Greywell Car Kiln"], 1, "build year"),
    (
        "kp64",
        "how long did Old Dragon firing #2 take",
        ["Old Dragon firing #2"],
        1,
        "firing duration",
    ),
    ("kp65", "price of a bag of St Clay Buff", ["St Clay Buff"], 1, "price"),
    ("kp66", "how old is Sadie Jory?", ["Sadie Jory"], 1, "age"),
    ("kp67", "Fireborn Gallery opening hours", ["Fireborn Gallery"], 1, "opening hours"),
    ("kp68", "how much wood does The Snake get through in a firing", ["The Snake"], 1, "fuel use"),
    (
        "kp69",
        "who was Harold Nance apprenticed to",
        ["Harold Nance"],
        1,
        "none for entity: apprenticedTo",
    ),
    (
        "kp70",
        "which markets does Agnes Upcott sell at?",
        ["Agnes Upcott"],
        1,
        "none for entity: sells@",
    ),
    (
        "kp71",
        "what co-op is Jasper Rowse a member of",
        ["Jasper Rowse"],
        1,
        "none for entity: member of",
    ),
    (
        "kp72",
        "who chairs the Western Potters' Guild",
        ["Western Potters' Guild"],
        1,
        "none for entity: CHAIR",
    ),
    (
        "kp73",
        "what cone does Ember Speckled fire to",
        ["Ember Speckled"],
        1,
        "none for entity: fires_to",
    ),
    (
        "kp74",
        "what kind of ware does Rhys Marwood make",
        ["Rhys Marwood"],
        1,
        "none for entity: ware_type",
    ),
    (
        "kp75",
        "who was fire master at Old Dragon?",
        ["Old Dragon"],
        1,
        "none for entity: fire master",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names (with their types) by id."""
    facts = facts_by_name()
    names = {x: f"{x}\t{TYPES[x]}" for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5457), range(100000), "kln-{:05d}/p")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


if __name__ == "__main__":
    triples, typed = build()
    write(triples, typed)
    names = {eid: v.split("\t")[0] for eid, v in typed.items()}
    write_questions_by_name(HERE, triples, names, QUESTIONS)
