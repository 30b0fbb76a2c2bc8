"""Write the climbing-gyms KGQA set: indoor climbing walls, their setters, climbers and comps.

The gyms, chains, wall builders, hold brands, competitions, sponsors, coaches and places and
their facts are written by hand below; the route setters' postings, the climbers and the
problems on the walls are filler drawn with a fixed seed. The questions are written by name at
the end; every answer is computed from the question's path and checked against the answer
written beside it. Run: python benchmarks/kgqa/climbing-gyms/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 5741
Fact = tuple[str, str, str]

# region -> country, towns of each region
REGIONS = {
    "Tyne Valley": "Northumbria",
    "Wearside Moors": "Northumbria",
    "Calder Dales": "Pennine March",
    "Ribble Vale": "Pennine March",
    "Loch Garry Braes": "Albanach",
    "Tay Carse": "Albanach",
}
TOWNS = {
    "Tyne Valley": ["Hexworth", "Corbridge Hythe", "Prudholm"],
    "Wearside Moors": ["Stanhope Scar", "Wolsingfield", "Crookburn"],
    "Calder Dales": ["Hebblestone", "Todbrigg", "Sowerley", "Mytholmroyd Bar"],
    "Ribble Vale": ["Clitheroe Mill", "Longridge Fell", "Settleby"],
    "Loch Garry Braes": ["Invergarry Port", "Tomdoun", "Spean Ford"],
    "Tay Carse": ["Errolbank", "Inchture Lees", "Perthside", "Abernyte"],
}

# chain: (parent group, head-office town)
CHAINS = {
    "Vertical Vault": ("Summitline Leisure", "Hebblestone"),
    "Boulder Barn": ("Summitline Leisure", "Perthside"),
    "CragHouse": ("Red Ledge Holdings", "Hexworth"),
    "Chalkpit Climbing": ("Red Ledge Holdings", "Clitheroe Mill"),
    "Overhang Co-op": ("Gritstone Members Trust", "Todbrigg"),
}
BUILDERS = {
    "Walltopia North": "Prudholm",
    "Apex Panels": "Sowerley",
    "Granite Forge Walls": "Errolbank",
    "Kestrel Structures": "Settleby",
}
BRANDS = {
    "Flathold": "Spain",
    "Kilter Grip": "United States",
    "Crimpworks": "Czechia",
    "Volume Bros": "Slovenia",
    "Pinch Point": "United Kingdom",
    "Sloper Studio": "Bulgaria",
    "Tufa Holds": "France",
    "Jugline": "Italy",
}
# gym: town, chain, wall builder, hold brands, partner gym
GYMS = {
    "The Arch Hebblestone": (
        "Hebblestone",
        "Vertical Vault",
        "Apex Panels",
        ["Flathold", "Crimpworks", "Jugline"],
        "Perth Boulder Barn",
    ),
    "Vertical Vault Todbrigg": (
        "Todbrigg",
        "Vertical Vault",
        "Apex Panels",
        ["Kilter Grip", "Pinch Point"],
        None,
    ),
    "Perth Boulder Barn": (
        "Perthside",
        "Boulder Barn",
        "Granite Forge Walls",
        ["Tufa Holds", "Sloper Studio"],
        None,
    ),
    "Boulder Barn Errol": (
        "Errolbank",
        "Boulder Barn",
        "Granite Forge Walls",
        ["Tufa Holds", "Volume Bros", "Flathold"],
        "Spean Bouldering Shed",
    ),
    "CragHouse Hexworth": (
        "Hexworth",
        "CragHouse",
        "Walltopia North",
        ["Crimpworks", "Kilter Grip"],
        "Chalkpit Clitheroe",
    ),
    "CragHouse Prudholm": (
        "Prudholm",
        "CragHouse",
        "Walltopia North",
        ["Pinch Point", "Jugline", "Volume Bros"],
        None,
    ),
    "Chalkpit Clitheroe": (
        "Clitheroe Mill",
        "Chalkpit Climbing",
        "Kestrel Structures",
        ["Sloper Studio", "Flathold"],
        None,
    ),
    "Chalkpit Settleby": (
        "Settleby",
        "Chalkpit Climbing",
        "Kestrel Structures",
        ["Kilter Grip", "Tufa Holds"],
        "Wolsingfield Wall",
    ),
    "Overhang Sowerley": (
        "Sowerley",
        "Overhang Co-op",
        "Apex Panels",
        ["Jugline", "Crimpworks"],
        "The Arch Hebblestone",
    ),
    "Spean Bouldering Shed": (
        "Spean Ford",
        "Overhang Co-op",
        "Granite Forge Walls",
        ["Pinch Point", "Sloper Studio"],
        None,
    ),
    "Wolsingfield Wall": (
        "Wolsingfield",
        "CragHouse",
        "Walltopia North",
        ["Volume Bros", "Flathold"],
        None,
    ),
    "Longridge Lead Centre": (
        "Longridge Fell",
        "Chalkpit Climbing",
        "Kestrel Structures",
        ["Crimpworks", "Tufa Holds", "Kilter Grip"],
        None,
    ),
    "Invergarry Climbing Hall": (
        "Invergarry Port",
        "Boulder Barn",
        "Granite Forge Walls",
        ["Jugline"],
        "Longridge Lead Centre",
    ),
    "Stanhope Scar Bloc": (
        "Stanhope Scar",
        "Overhang Co-op",
        "Walltopia North",
        ["Sloper Studio", "Pinch Point"],
        None,
    ),
}
# the setters written by hand: home town, mentor (None for the first generation)
SETTERS = {
    "Marta Quigley": ("Hebblestone", None),
    "Rohan Fairburn": ("Perthside", None),
    "Ines Calloway": ("Hexworth", None),
    "Dougie Brannock": ("Clitheroe Mill", None),
    "Priya Lettsome": ("Todbrigg", "Marta Quigley"),
    "Callum Drysdale": ("Errolbank", "Rohan Fairburn"),
    "Noor Akhtarzad": ("Prudholm", "Ines Calloway"),
    "Ffion Treharne": ("Settleby", "Dougie Brannock"),
    "Tam Ogilvie": ("Spean Ford", "Callum Drysdale"),
    "Bex Harrowgate": ("Sowerley", "Priya Lettsome"),
    "Luca Benedetti": ("Wolsingfield", "Noor Akhtarzad"),
    "Sian Morrow": ("Longridge Fell", "Ffion Treharne"),
    "Kofi Mensworth": ("Stanhope Scar", "Ines Calloway"),
    "Hattie Strand": ("Invergarry Port", "Tam Ogilvie"),
}
# gym -> head setter
HEAD_SETTER = {
    "The Arch Hebblestone": "Marta Quigley",
    "Vertical Vault Todbrigg": "Priya Lettsome",
    "Perth Boulder Barn": "Rohan Fairburn",
    "Boulder Barn Errol": "Callum Drysdale",
    "CragHouse Hexworth": "Ines Calloway",
    "CragHouse Prudholm": "Noor Akhtarzad",
    "Chalkpit Clitheroe": "Dougie Brannock",
    "Chalkpit Settleby": "Ffion Treharne",
    "Overhang Sowerley": "Bex Harrowgate",
    "Spean Bouldering Shed": "Tam Ogilvie",
    "Wolsingfield Wall": "Luca Benedetti",
    "Longridge Lead Centre": "Sian Morrow",
    "Invergarry Climbing Hall": "Hattie Strand",
    "Stanhope Scar Bloc": "Kofi Mensworth",
}
# coach: gym coached at, certifying body, home town
COACHES = {
    "Gemma Pike": ("The Arch Hebblestone", "Mountain Training Board", "Hebblestone"),
    "Arjun Tell": ("Perth Boulder Barn", "Scottish Wall Instructors", "Abernyte"),
    "Oona Blackwood": ("CragHouse Hexworth", "Mountain Training Board", "Corbridge Hythe"),
    "Reece Mallory": ("Chalkpit Clitheroe", "Indoor Coaching Guild", "Clitheroe Mill"),
    "Yusuf Carrick": ("Overhang Sowerley", "Indoor Coaching Guild", "Mytholmroyd Bar"),
    "Eilidh Munro": ("Boulder Barn Errol", "Scottish Wall Instructors", "Inchture Lees"),
    "Jonty Vale": ("Longridge Lead Centre", "Mountain Training Board", "Longridge Fell"),
    "Saskia Brandt": ("Wolsingfield Wall", "Indoor Coaching Guild", "Crookburn"),
}
CERT_BODY_TOWN = {
    "Mountain Training Board": "Hexworth",
    "Scottish Wall Instructors": "Perthside",
    "Indoor Coaching Guild": "Hebblestone",
}
SPONSORS = {
    "Rockfast Chalk": "Todbrigg",
    "Granola Crag Bars": "Errolbank",
    "Edgeline Shoes": "Sowerley",
    "Northface Brewing": "Hexworth",
    "Ropeworks Outdoor": "Clitheroe Mill",
}
# competition: host gym, head judge (a setter), sponsors
COMPS = {
    "Calder Bouldering League 2025": (
        "The Arch Hebblestone",
        "Priya Lettsome",
        ["Rockfast Chalk", "Edgeline Shoes"],
    ),
    "Tayside Crimp Open": ("Perth Boulder Barn", "Callum Drysdale", ["Granola Crag Bars"]),
    "Hexworth Dyno Jam": ("CragHouse Hexworth", "Noor Akhtarzad", ["Northface Brewing"]),
    "Ribble Lead Cup": (
        "Longridge Lead Centre",
        "Ffion Treharne",
        ["Ropeworks Outdoor", "Rockfast Chalk"],
    ),
    "Sowerley Summer Send": ("Overhang Sowerley", "Marta Quigley", ["Edgeline Shoes"]),
    "Highland Boulder Bash": (
        "Spean Bouldering Shed",
        "Hattie Strand",
        ["Granola Crag Bars", "Northface Brewing"],
    ),
    "Wearside Youth Series": ("Stanhope Scar Bloc", "Luca Benedetti", ["Ropeworks Outdoor"]),
    "Settleby Slab Masters": ("Chalkpit Settleby", "Sian Morrow", ["Rockfast Chalk"]),
}
GRADES = ["V2", "V3", "V4", "V5", "V6", "V7", "V8", "6a", "6b+", "7a"]
STYLES = ["slab", "overhang", "roof", "arete", "crack", "dyno", "compression"]
FIRST = [
    "Amy",
    "Ben",
    "Cara",
    "Dan",
    "Esme",
    "Finn",
    "Gus",
    "Holly",
    "Isla",
    "Jack",
    "Kit",
    "Leah",
    "Max",
    "Nia",
    "Ollie",
    "Pip",
    "Ravi",
    "Seren",
    "Theo",
    "Uma",
    "Vik",
    "Wren",
    "Zara",
    "Joel",
    "Mina",
    "Ewan",
    "Ruby",
    "Sami",
    "Tess",
    "Alfie",
]
LAST = [
    "Ashby",
    "Barlow",
    "Crane",
    "Dunmore",
    "Eskdale",
    "Frome",
    "Garside",
    "Hale",
    "Irwin",
    "Jessop",
    "Kerr",
    "Lyle",
    "Moss",
    "Nairn",
    "Orme",
    "Pryce",
    "Rudd",
    "Sykes",
    "Thwaite",
    "Ure",
    "Varley",
    "Whitlock",
    "Yeadon",
    "Lund",
    "Birtwhistle",
]
ROUTE_A = [
    "Crimson",
    "Greasy",
    "Silent",
    "Tilted",
    "Lucky",
    "Angry",
    "Velvet",
    "Hollow",
    "Cosmic",
    "Rusty",
    "Sleepy",
    "Wobbly",
    "Feral",
    "Golden",
    "Slippery",
]
ROUTE_B = [
    "Pinch",
    "Arete",
    "Lip",
    "Mantle",
    "Sloper",
    "Dyno",
    "Traverse",
    "Groove",
    "Prow",
    "Scoop",
    "Undercling",
    "Roofline",
]


def _hand_facts() -> list[Fact]:
    facts: list[Fact] = []
    for region, towns in TOWNS.items():
        facts += [(t, "regione", region) for t in towns]
        facts.append((region, "paese", REGIONS[region]))
    for chain, (group, town) in CHAINS.items():
        facts += [(chain, "owner()", group), (chain, "sede_legale", town)]
    facts += [(b, "officina", t) for b, t in BUILDERS.items()]
    facts += [(b, "fabbricato in", c) for b, c in BRANDS.items()]
    for gym, (town, chain, builder, brands, partner) in GYMS.items():
        facts += [(gym, "sede", town), (gym, "operator()", chain), (gym, "walls_by()", builder)]
        facts += [(gym, "holds()", b) for b in brands]
        facts.append((gym, "capo tracciatore", HEAD_SETTER[gym]))
        if partner:
            facts.append((gym, "gemellata con", partner))
    for setter, (town, mentor) in SETTERS.items():
        facts.append((setter, "abita a", town))
        if mentor:
            facts.append((setter, "maestro", mentor))
    for coach, (gym, body, town) in COACHES.items():
        facts += [(coach, "allena a", gym), (coach, "certified()", body), (coach, "abita a", town)]
    facts += [(b, "sede", t) for b, t in CERT_BODY_TOWN.items()]
    facts += [(s, "sede", t) for s, t in SPONSORS.items()]
    for comp, (gym, judge, sponsors) in COMPS.items():
        facts += [(comp, "ospitato da", gym), (comp, "judge()", judge)]
        facts += [(comp, "sponsor()", s) for s in sponsors]
    return facts


def _filler(rng: random.Random) -> list[Fact]:
    facts: list[Fact] = []
    gyms = list(GYMS)
    towns = [t for ts in TOWNS.values() for t in ts]
    # every setter sets at their own gym (if head) and one or two more
    postings: dict[str, list[str]] = {s: [] for s in SETTERS}
    for gym, head in HEAD_SETTER.items():
        postings[head].append(gym)
    for setter in SETTERS:
        for gym in rng.sample(gyms, rng.choice([1, 2])):
            if gym not in postings[setter]:
                postings[setter].append(gym)
        facts += [(setter, "sets_at()", g) for g in postings[setter]]
    taken = set(SETTERS) | set(COACHES)
    route_names = [f"{a} {b}" for a in ROUTE_A for b in ROUTE_B]
    routes = rng.sample(route_names, 60)
    for route in routes:
        gym = rng.choice(gyms)
        setter = rng.choice([s for s in SETTERS if gym in postings[s]] or list(SETTERS))
        facts += [
            (route, "on_wall()", gym),
            (route, "set_by()", setter),
            (route, "grado", rng.choice(GRADES)),
            (route, "stile", rng.choice(STYLES)),
        ]
    climbers = full_names(rng, FIRST, LAST, 96, taken)
    coaches = list(COACHES)
    for climber in climbers:
        facts.append((climber, "abita a", rng.choice(towns)))
        for gym in rng.sample(gyms, rng.choice([1, 1, 2])):
            facts.append((climber, "tessera", gym))
        if rng.random() < 0.45:
            facts.append((climber, "coach()", rng.choice(coaches)))
        for route in rng.sample(routes, rng.choice([1, 1, 2])):
            facts.append((climber, "ticked()", route))
    for comp in COMPS:
        for climber in rng.sample(climbers, rng.choice([1, 2, 3])):
            facts.append((comp, "vincitore", climber))
    return facts


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    facts = _hand_facts() + _filler(rng)
    return name_facts(facts, rng, range(10000), lambda n: f"{n:04d}+cg")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


F, B = "->", "<-"
SPECS: list[tuple] = [
    # one hop
    (
        "cg1-01",
        "where is Boulder Barn Errol?",
        ["Boulder Barn Errol"],
        [("sede", F)],
        ["Errolbank"],
    ),
    (
        "cg1-02",
        "whats the company behind chalkpit settleby",
        ["Chalkpit Settleby"],
        [("operator()", F)],
        ["Chalkpit Climbing"],
    ),
    (
        "cg1-03",
        "who's in charge of the setting team at Overhang Sowerley",
        ["Overhang Sowerley"],
        [("capo tracciatore", F)],
        ["Bex Harrowgate"],
    ),
    (
        "cg1-04",
        "what make of holds are on the walls at the Longridge Lead Centre?",
        ["Longridge Lead Centre"],
        [("holds()", F)],
        ["Crimpworks", "Kilter Grip", "Tufa Holds"],
    ),
    (
        "cg1-05",
        "who put up the climbing walls in Invergarry Climbing Hall",
        ["Invergarry Climbing Hall"],
        [("walls_by()", F)],
        ["Granite Forge Walls"],
    ),
    (
        "cg1-06",
        "Luca Benedetti sets problems at which gyms",
        ["Luca Benedetti"],
        [("sets_at()", F)],
        ["Boulder Barn Errol", "Chalkpit Clitheroe", "Wolsingfield Wall"],
    ),
    (
        "cg1-07",
        "who taught noor akhtarzad to set",
        ["Noor Akhtarzad"],
        [("maestro", F)],
        ["Ines Calloway"],
    ),
    (
        "cg1-08",
        "setters that Ines Calloway brought on",
        ["Ines Calloway"],
        [("maestro", B)],
        ["Kofi Mensworth", "Noor Akhtarzad"],
    ),
    (
        "cg1-09",
        "Hexworth Dyno Jam venue",
        ["Hexworth Dyno Jam"],
        [("ospitato da", F)],
        ["CragHouse Hexworth"],
    ),
    (
        "cg1-10",
        "who won the tayside crimp open",
        ["Tayside Crimp Open"],
        [("vincitore", F)],
        ["Ewan Varley", "Gus Jessop", "Max Birtwhistle"],
    ),
    (
        "cg1-11",
        "Ribble Lead Cup sponsers",
        ["Ribble Lead Cup"],
        [("sponsor()", F)],
        ["Rockfast Chalk", "Ropeworks Outdoor"],
    ),
    (
        "cg1-12",
        "who was the head judge at the Highland Boulder Bash?",
        ["Highland Boulder Bash"],
        [("judge()", F)],
        ["Hattie Strand"],
    ),
    (
        "cg1-13",
        "which climbers does Arjun Tell train",
        ["Arjun Tell"],
        [("coach()", B)],
        [
            "Amy Garside",
            "Dan Whitlock",
            "Esme Ashby",
            "Esme Moss",
            "Ewan Kerr",
            "Finn Moss",
            "Isla Ure",
            "Leah Thwaite",
            "Sami Whitlock",
            "Tess Moss",
        ],
    ),
    ("cg1-14", "where do Tufa Holds come from", ["Tufa Holds"], [("fabbricato in", F)], ["France"]),
    (
        "cg1-15",
        "what climbing chains belong to Summitline Leisure",
        ["Summitline Leisure"],
        [("owner()", B)],
        ["Boulder Barn", "Vertical Vault"],
    ),
    (
        "cg1-16",
        "the Arch's partner gym",
        ["The Arch Hebblestone"],
        [("gemellata con", F)],
        ["Perth Boulder Barn"],
    ),
    (
        "cg1-17",
        "which wall does yusuf carrick coach at",
        ["Yusuf Carrick"],
        [("allena a", F)],
        ["Overhang Sowerley"],
    ),
    (
        "cg1-18",
        "who is Oona Blackwood qualified through",
        ["Oona Blackwood"],
        [("certified()", F)],
        ["Mountain Training Board"],
    ),
    (
        "cg1-19",
        "the climbing gym and instructor body located in hebblestone",
        ["Hebblestone"],
        [("sede", B)],
        ["Indoor Coaching Guild", "The Arch Hebblestone"],
    ),
    ("cg1-20", "Zara Dunmore's home town", ["Zara Dunmore"], [("abita a", F)], ["Clitheroe Mill"]),
    # two hops
    (
        "cg2-01",
        "in which town does the chain that runs Perth Boulder Barn have its head office",
        ["Perth Boulder Barn"],
        [("operator()", F), ("sede_legale", F)],
        ["Perthside"],
    ),
    (
        "cg2-02",
        "who mentored the head setter of Boulder Barn Errol?",
        ["Boulder Barn Errol"],
        [("capo tracciatore", F), ("maestro", F)],
        ["Rohan Fairburn"],
    ),
    (
        "cg2-03",
        "what country are the holds at invergarry climbing hall made in",
        ["Invergarry Climbing Hall"],
        [("holds()", F), ("fabbricato in", F)],
        ["Italy"],
    ),
    (
        "cg2-04",
        "where is the firm that built Chalkpit Clitheroe's walls based",
        ["Chalkpit Clitheroe"],
        [("walls_by()", F), ("officina", F)],
        ["Settleby"],
    ),
    (
        "cg2-05",
        "who won the comp that Perth Boulder Barn hosted",
        ["Perth Boulder Barn"],
        [("ospitato da", B), ("vincitore", F)],
        ["Ewan Varley", "Gus Jessop", "Max Birtwhistle"],
    ),
    (
        "cg2-06",
        "which gym does zara dunmore's coach work out of",
        ["Zara Dunmore"],
        [("coach()", F), ("allena a", F)],
        ["Overhang Sowerley"],
    ),
    (
        "cg2-07",
        "parent group of the operator of Wolsingfield Wall",
        ["Wolsingfield Wall"],
        [("operator()", F), ("owner()", F)],
        ["Red Ledge Holdings"],
    ),
    (
        "cg2-08",
        "what region's the Spean Bouldering Shed in",
        ["Spean Bouldering Shed"],
        [("sede", F), ("regione", F)],
        ["Loch Garry Braes"],
    ),
    (
        "cg2-09",
        "gyms where the setters Marta Quigley trained now set",
        ["Marta Quigley"],
        [("maestro", B), ("sets_at()", F)],
        ["Chalkpit Clitheroe", "Chalkpit Settleby", "Vertical Vault Todbrigg"],
    ),
    (
        "cg2-10",
        "who set the problems Ewan Kerr has sent",
        ["Ewan Kerr"],
        [("ticked()", F), ("set_by()", F)],
        ["Bex Harrowgate"],
    ),
    (
        "cg2-11",
        "grades of the bolders on the wall at Stanhope Scar Bloc",
        ["Stanhope Scar Bloc"],
        [("on_wall()", B), ("grado", F)],
        ["V6", "V8"],
    ),
    (
        "cg2-12",
        "who judged the comps that Rockfast Chalk sponsored",
        ["Rockfast Chalk"],
        [("sponsor()", B), ("judge()", F)],
        ["Ffion Treharne", "Priya Lettsome", "Sian Morrow"],
    ),
    (
        "cg2-13",
        "towns with a gym whose walls are by Apex Panels",
        ["Apex Panels"],
        [("walls_by()", B), ("sede", F)],
        ["Hebblestone", "Sowerley", "Todbrigg"],
    ),
    (
        "cg2-14",
        "what organisation certified the coaches at boulder barn errol",
        ["Boulder Barn Errol"],
        [("allena a", B), ("certified()", F)],
        ["Scottish Wall Instructors"],
    ),
    (
        "cg2-15",
        "where do Gemma Pike's climbers live",
        ["Gemma Pike"],
        [("coach()", B), ("abita a", F)],
        ["Clitheroe Mill", "Corbridge Hythe", "Errolbank", "Hexworth", "Prudholm", "Todbrigg"],
    ),
    (
        "cg2-16",
        "which gyms are the Ribble Lead Cup winners members of",
        ["Ribble Lead Cup"],
        [("vincitore", F), ("tessera", F)],
        ["Overhang Sowerley", "Perth Boulder Barn", "Stanhope Scar Bloc"],
    ),
    (
        "cg2-17",
        "Wearside Youth Series - what town is the host gym in",
        ["Wearside Youth Series"],
        [("ospitato da", F), ("sede", F)],
        ["Stanhope Scar"],
    ),
    (
        "cg2-18",
        "what styles are the problems tam ogilvie has set",
        ["Tam Ogilvie"],
        [("set_by()", B), ("stile", F)],
        ["dyno"],
    ),
    (
        "cg2-19",
        "list every gym Red Ledge Holdings owns through its chains",
        ["Red Ledge Holdings"],
        [("owner()", B), ("operator()", B)],
        [
            "Chalkpit Clitheroe",
            "Chalkpit Settleby",
            "CragHouse Hexworth",
            "CragHouse Prudholm",
            "Longridge Lead Centre",
            "Wolsingfield Wall",
        ],
    ),
    (
        "cg2-20",
        "Tomdoun is in which country",
        ["Tomdoun"],
        [("regione", F), ("paese", F)],
        ["Albanach"],
    ),
    # three hops
    (
        "cg3-01",
        "regions where the Overhang Co-op has walls",
        ["Overhang Co-op"],
        [("operator()", B), ("sede", F), ("regione", F)],
        ["Calder Dales", "Loch Garry Braes", "Wearside Moors"],
    ),
    (
        "cg3-02",
        "where does the person who mentored the Longridge Lead Centre head setter live",
        ["Longridge Lead Centre"],
        [("capo tracciatore", F), ("maestro", F), ("abita a", F)],
        ["Settleby"],
    ),
    (
        "cg3-03",
        "the judge of the Hexworth Dyno Jam runs setting at some gym - which hold brands does that gym use",
        ["Hexworth Dyno Jam"],
        [("judge()", F), ("capo tracciatore", B), ("holds()", F)],
        ["Jugline", "Pinch Point", "Volume Bros"],
    ),
    (
        "cg3-04",
        "what group ultimately owns the gym jack ashby climbs at",
        ["Jack Ashby"],
        [("tessera", F), ("operator()", F), ("owner()", F)],
        ["Red Ledge Holdings"],
    ),
    (
        "cg3-05",
        "who qualified the coaches of the people who won the Hexworth Dyno Jam",
        ["Hexworth Dyno Jam"],
        [("vincitore", F), ("coach()", F), ("certified()", F)],
        ["Indoor Coaching Guild"],
    ),
    (
        "cg3-06",
        "wall builders for gyms in the Tay Carse",
        ["Tay Carse"],
        [("regione", B), ("sede", B), ("walls_by()", F)],
        ["Granite Forge Walls"],
    ),
    (
        "cg3-07",
        "what countries do the holds at CragHouse's gyms come from",
        ["CragHouse"],
        [("operator()", B), ("holds()", F), ("fabbricato in", F)],
        ["Czechia", "Italy", "Slovenia", "Spain", "United Kingdom", "United States"],
    ),
    (
        "cg3-08",
        "which setter learned from someone whose own teacher was trained by Rohan Fairburn",
        ["Rohan Fairburn"],
        [("maestro", B), ("maestro", B), ("maestro", B)],
        ["Hattie Strand"],
    ),
    (
        "cg3-09",
        "what towns are the partner gyms of the Boulder Barn gyms in",
        ["Boulder Barn"],
        [("operator()", B), ("gemellata con", F), ("sede", F)],
        ["Longridge Fell", "Spean Ford"],
    ),
    (
        "cg3-10",
        "home towns of people who won comps held at the Arch",
        ["The Arch Hebblestone"],
        [("ospitato da", B), ("vincitore", F), ("abita a", F)],
        ["Errolbank", "Invergarry Port"],
    ),
    (
        "cg3-11",
        "what grades are the routes set by bex harrowgate's mentor",
        ["Bex Harrowgate"],
        [("maestro", F), ("set_by()", B), ("grado", F)],
        ["V5", "V6", "V7", "V8"],
    ),
    (
        "cg3-12",
        "who won the events sponsored by companies from Errolbank",
        ["Errolbank"],
        [("sede", B), ("sponsor()", B), ("vincitore", F)],
        ["Ewan Varley", "Gus Jessop", "Isla Thwaite", "Max Birtwhistle", "Ollie Varley"],
    ),
    (
        "cg3-13",
        "region of the head office of the outfit that runs Stanhope Scar Bloc",
        ["Stanhope Scar Bloc"],
        [("operator()", F), ("sede_legale", F), ("regione", F)],
        ["Calder Dales"],
    ),
    (
        "cg3-14",
        "which bodies certified the coaches of Spean Bouldering Shed members",
        ["Spean Bouldering Shed"],
        [("tessera", B), ("coach()", F), ("certified()", F)],
        ["Indoor Coaching Guild", "Mountain Training Board"],
    ),
    (
        "cg3-15",
        "head setters of the gyms whose walls were built by the Settleby wall company",
        ["Settleby"],
        [("officina", B), ("walls_by()", B), ("capo tracciatore", F)],
        ["Dougie Brannock", "Ffion Treharne", "Sian Morrow"],
    ),
    # topic not in the graph
    ("cgx-01", "who's the head setter at Gravity Loft in Bristol", 1),
    ("cgx-02", "which gym hosts the fenland bouldering open", 1),
    ("cgx-03", "where are Moonstone grips manufactured", 1),
    ("cgx-04", "who trained Aoife Brennan as a route setter?", 1),
    ("cgx-05", "what chain owns Cliffhanger Dundee and where is its office", 2),
    # relation the graph lacks
    (
        "cgl-01",
        "how much is a day pass at CragHouse Hexworth",
        ["CragHouse Hexworth"],
        1,
        "entry price",
    ),
    ("cgl-02", "when did Perth Boulder Barn first open", ["Perth Boulder Barn"], 1, "opening year"),
    (
        "cgl-03",
        "how tall is the lead wall at longridge lead centre",
        ["Longridge Lead Centre"],
        1,
        "wall height",
    ),
    ("cgl-04", "opening hours overhang sowerley", ["Overhang Sowerley"], 1, "opening hours"),
    ("cgl-05", "how old is Marta Quigley", ["Marta Quigley"], 1, "age"),
    (
        "cgl-06",
        "which outdoor crags has Hattie Strand climbed at",
        ["Hattie Strand"],
        1,
        "outdoor crags climbed",
    ),
    (
        "cgl-07",
        "who is the chief executive of Summitline Leisure",
        ["Summitline Leisure"],
        1,
        "chief executive",
    ),
    (
        "cgl-08",
        "how much prize money was there at the Tayside Crimp Open",
        ["Tayside Crimp Open"],
        1,
        "prize money",
    ),
    ("cgl-09", "phone number for Chalkpit Clitheroe", ["Chalkpit Clitheroe"], 1, "phone number"),
    (
        "cgl-10",
        "how many members has Boulder Barn Errol got",
        ["Boulder Barn Errol"],
        1,
        "membership count",
    ),
    ("cgl-11", "who coaches Priya Lettsome", ["Priya Lettsome"], 1, "none for entity: coach()"),
    (
        "cgl-12",
        "which gym is Stanhope Scar Bloc twinned with",
        ["Stanhope Scar Bloc"],
        1,
        "none for entity: gemellata con",
    ),
    (
        "cgl-13",
        "who did Marta Quigley learn her setting from",
        ["Marta Quigley"],
        1,
        "none for entity: maestro",
    ),
    (
        "cgl-14",
        "which brands sponsor Vertical Vault Todbrigg",
        ["Vertical Vault Todbrigg"],
        1,
        "none for entity: sponsor()",
    ),
    (
        "cgl-15",
        "what coaching qualification does Dougie Brannock hold and from who",
        ["Dougie Brannock"],
        1,
        "none for entity: certified()",
    ),
]


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    if len(sys.argv) < 2 or sys.argv[1] != "graph-only":
        write_questions_by_name(HERE, triples, names, SPECS)
