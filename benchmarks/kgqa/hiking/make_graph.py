"""Build the `hiking` KGQA graph: triples.tsv and entities.tsv (no types column).

An invented mountain country: peaks with the range they belong to, the national park they
lie in, their height and who first climbed them; walking trails with the village where they
begin, the summits they take in and the huts you can stay at on the way; mountain huts with
the alpine club that runs them; mountain guides with the clubs they are members of, the guide
who taught them and the village they live in; villages with their valley, valleys with their
region; gear shops with their village. Every peak, trail, hut, club, shop and person is
invented. The schema, the regions, valleys, villages, ranges, parks, peaks, huts, clubs,
shops, people and a core of trails, guides and first ascents are written by hand below; a
seeded generator draws the filler facts. Re-running the script rewrites the same files.

    python benchmarks/kgqa/hiking/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

RANGE = "mtn.range"  # peak -> range
SUMMIT = "wayPoint"  # trail -> peak it takes in
STAGE = "stg"  # trail -> hut you can stay at on the way
HUT_CLUB = "CLB"  # hut -> alpine club that runs it
MEMBER = "sektion"  # guide -> club they are a member of
PARK = "http://peaks.example.net/def#protectedArea"  # peak -> national park
FIRST = "FA"  # peak -> climber of the first ascent
TEACHER = "taughtBy"  # guide -> the guide who taught them
TRAILHEAD = "starts at"  # trail -> village
VALLEY = "vly"  # village -> valley
REGION = "adminRegion"  # valley -> region
SHOP_AT = "outlet_at"  # gear shop -> village
HEIGHT = "elev_m"  # peak -> height
HOME = "resides"  # guide -> village

VALLEYS = {  # valley -> (region, villages)
    "Arlen Valley": ("Upper Arlen", ["Sankt Ulrich", "Arlenbrück", "Hinterarlen"]),
    "Lindtal": ("Upper Arlen", ["Lindhausen", "Obergurl"]),
    "Val Brenna": ("Valmora", ["Brennhof", "Pontebrenna"]),
    "Val Ferrea": ("Valmora", ["Ferrera", "Casere di Sopra"]),
    "Val Corsa": ("Valmora", ["Corsaglio", "San Vigilio", "Colle Alto"]),
    "Kessel Valley": ("Kestria", ["Kesselbrunn", "Unterkessel"]),
    "Graustal": ("Kestria", ["Graubach", "Steinried"]),
    "Eisbach Valley": ("Kestria", ["Eisenried", "Bachalm"]),
    "Val d'Oriel": ("Sorvagne", ["Oriel-les-Bains", "La Combe"]),
    "Sorva Valley": ("Sorvagne", ["Sorvagnac", "Saint-Ours", "Le Praz"]),
    "Mirnal Valley": ("Tirnau", ["Mirna", "Zgornja Vas"]),
    "Tirnau Basin": ("Tirnau", ["Tirnhof", "Bela Loka"]),
    "Drava Gorge": ("Dravic Lowlands", ["Dravec", "Spodnji Brod", "Podkraj"]),
}

RANGES = {  # range -> (valleys its trails start in, national parks its peaks lie in)
    "Arlen Alps": (["Arlen Valley", "Lindtal"], ["Hohe Arlen National Park"]),
    "Brenna Spires": (["Val Brenna", "Val Corsa"], ["Parco Nazionale Valmora"]),
    "Ferrea Chain": (["Val Ferrea", "Val Corsa"], ["Parco Nazionale Valmora"]),
    "Kesselwand Group": (["Kessel Valley", "Eisbach Valley"], ["Kessel-Grau National Park"]),
    "Grau Horns": (["Graustal", "Eisbach Valley"], ["Kessel-Grau National Park"]),
    "Oriel Needles": (["Val d'Oriel"], ["Parc National de l'Oriel"]),
    "Sorvagne Massif": (["Sorva Valley", "Val d'Oriel"], ["Parc National de l'Oriel"]),
    "Tirnau Karst Ridges": (
        ["Mirnal Valley", "Tirnau Basin", "Drava Gorge"],
        ["Mirnal National Park", "Tirnau Karst National Park"],
    ),
}

PEAKS = {
    "Arlen Alps": [
        "Arlenspitze",
        "Hohe Arlen",
        "Weisskogel",
        "Schwarzkogel",
        "Lindtaler Turm",
        "Gurler Kopf",
        "Ulrichshorn",
        "Kleine Arlenspitze",
        "Sattelkopf",
    ],
    "Brenna Spires": [
        "Piz Brenna",
        "Guglia Rossa",
        "Cima Lunga",
        "Campanile Brenna",
        "Torre Vigilio",
        "Cima del Col",
        "Sasso Brenna",
    ],
    "Ferrea Chain": [
        "Punta Ferrea",
        "Monte Corsa",
        "Cima Rossa",
        "Pizzo Casere",
        "Monte Sopra",
        "Corno Ferrato",
        "Corno Nero",
        "Monte Ferraio",
    ],
    "Kesselwand Group": [
        "Kesselhorn",
        "Kesselwand",
        "Hohe Wand",
        "Eisbachspitze",
        "Bachalmkopf",
        "Roter Turm",
        "Wandspitze",
    ],
    "Grau Horns": [
        "Grauhorn",
        "Kleines Grauhorn",
        "Steinriedhorn",
        "Fluchthorn",
        "Schwarzhorn",
        "Grauer Zahn",
        "Graue Nadel",
    ],
    "Oriel Needles": [
        "Dent d'Oriel",
        "Aiguille Verte d'Oriel",
        "Aiguille de la Combe",
        "Pointe des Bains",
        "Aiguille Noire d'Oriel",
        "Le Grand Doigt",
    ],
    "Sorvagne Massif": [
        "Mont Sorvagne",
        "Pic du Col Blanc",
        "Aiguille Sorva",
        "Tête de l'Ours",
        "Pointe du Praz",
        "Grande Tête",
    ],
    "Tirnau Karst Ridges": [
        "Veliki Mirnal",
        "Mali Mirnal",
        "Bela Peč",
        "Tirnauer Kopf",
        "Kraški Vrh",
        "Dravski Rob",
        "Lopatnik",
        "Črna Stena",
    ],
}

HUTS = {  # hut -> (range, club that runs it)
    "Arlen Haus": ("Arlen Alps", "Arlen Alpine Club"),
    "Lindtaler Hütte": ("Arlen Alps", "Lindtal Section"),
    "Weisskogel Hut": ("Arlen Alps", "Arlen Alpine Club"),
    "Sattel Hut": ("Arlen Alps", "Lindtal Section"),
    "Rifugio Col Rosso": ("Brenna Spires", "Brenna Rope Club"),
    "Rifugio Brenna": ("Brenna Spires", "Società Alpina Valmora"),
    "Bivacco Vigilio": ("Brenna Spires", "Brenna Rope Club"),
    "Rifugio Ferrea": ("Ferrea Chain", "Società Alpina Valmora"),
    "Capanna Casere": ("Ferrea Chain", "Società Alpina Valmora"),
    "Rifugio Cima Rossa": ("Ferrea Chain", "Società Alpina Valmora"),
    "Rifugio Colle Alto": ("Ferrea Chain", "Brenna Rope Club"),
    "Kesselhütte": ("Kesselwand Group", "Kestria Mountaineering Association"),
    "Eisbach Hut": ("Kesselwand Group", "Kestria Mountaineering Association"),
    "Hohe Wand Hut": ("Kesselwand Group", "Kestria Mountaineering Association"),
    "Bachalm Hut": ("Kesselwand Group", "Grau Valley Climbers' Union"),
    "Grauhorn Hut": ("Grau Horns", "Grau Valley Climbers' Union"),
    "Steinried Hut": ("Grau Horns", "Kestria Mountaineering Association"),
    "Fluchthorn Bivouac": ("Grau Horns", "Grau Valley Climbers' Union"),
    "Cabane d'Oriel": ("Oriel Needles", "Oriel Mountain Club"),
    "Refuge des Aiguilles": ("Oriel Needles", "Club Alpin de Sorvagne"),
    "Refuge de la Combe": ("Oriel Needles", "Oriel Mountain Club"),
    "Col Blanc Hut": ("Sorvagne Massif", "Club Alpin de Sorvagne"),
    "Refuge du Sorva": ("Sorvagne Massif", "Club Alpin de Sorvagne"),
    "Refuge de l'Ours": ("Sorvagne Massif", "Club Alpin de Sorvagne"),
    "Cabane du Praz": ("Sorvagne Massif", "Oriel Mountain Club"),
    "Mirnal Hut": ("Tirnau Karst Ridges", "Planinsko Društvo Mirna"),
    "Koča pod Belo Pečjo": ("Tirnau Karst Ridges", "Planinsko Društvo Mirna"),
    "Tirnau Hut": ("Tirnau Karst Ridges", "Tirnau Alpine Society"),
    "Drava Ridge Shelter": ("Tirnau Karst Ridges", "Tirnau Alpine Society"),
    "Koča na Lopatniku": ("Tirnau Karst Ridges", "Tirnau Alpine Society"),
}

SHOPS = {
    "Gruber Bergsport": "Sankt Ulrich",
    "Rope & Boot": "Sankt Ulrich",
    "Sport Hofer": "Lindhausen",
    "Steinbock Sports": "Obergurl",
    "Montagna Brenna": "Brennhof",
    "Ferrera Outdoor": "Ferrera",
    "Corsa Sport": "Corsaglio",
    "Alpin Kessler": "Kesselbrunn",
    "Summit Supply Co.": "Kesselbrunn",
    "Vertikal Shop": "Graubach",
    "Eisenried Alpinshop": "Eisenried",
    "La Cordée": "Oriel-les-Bains",
    "Rando Sorva": "Sorvagnac",
    "Le Vieux Piolet": "Saint-Ours",
    "Altitude Gear": "Le Praz",
    "Gorski Center Mirna": "Mirna",
    "Planika Šport": "Tirnhof",
    "Dravec Outdoor": "Dravec",
}

# Climbers of the old first ascents who never worked as guides.
PIONEERS = [
    "Sir Edward Whitcombe",
    "Rev. Charles Ashdown",
    "Amelia Harcourt",
    "Ludwig von Stein",
    "Giulia Carrel",
    "Frederick Moss",
    "Hélène de Vaudran",
    "Arthur Pennick",
]

# Guides by their home area (the clubs they join and the villages they live in), oldest first
# within each area so that a teacher is always drawn from the guides listed before.
GUIDE_AREAS = {
    "Upper Arlen": (
        ["Arlen Alpine Club", "Lindtal Section"],
        [
            "Anselm Gruber",
            "Sepp Innerhofer",
            "Resi Pichler",
            "Hannes Gruber",
            "Ulrike Wallner",
            "Florian Brandstätter",
            "Gerda Pfeifer",
            "Jakob Hauser",
        ],
    ),
    "Kestria": (
        ["Kestria Mountaineering Association", "Grau Valley Climbers' Union"],
        [
            "Veit Moser",
            "Bernhard Steindl",
            "Toni Kessler",
            "Matthias Ebner",
            "Katharina Moser",
            "Lena Hofstetter",
        ],
    ),
    "Valmora": (
        ["Società Alpina Valmora", "Brenna Rope Club"],
        [
            "Giacomo Dellantonio",
            "Renzo Bonfanti",
            "Paolo Ghedina",
            "Marta Pallavicini",
            "Lucia Zanetti",
            "Elisa Dalla Torre",
            "Stefano Menardi",
            "Chiara Soraperra",
            "Nicola Pompanin",
            "Marco Zanetti",
        ],
    ),
    "Sorvagne": (
        ["Club Alpin de Sorvagne", "Oriel Mountain Club"],
        [
            "Pierre Simond",
            "Luc Tairraz",
            "Jean-Luc Fabre",
            "Élodie Balmat",
            "Bastien Ravanel",
            "Amélie Carrel",
            "Rémi Couttet",
            "Margaux Charlet",
            "Sylvie Devouassoux",
            "Claire Fabre",
        ],
    ),
    "Tirnau": (
        ["Tirnau Alpine Society", "Planinsko Društvo Mirna"],
        [
            "Janez Kralj",
            "Miha Kos",
            "Urška Novak",
            "Rok Potočnik",
            "Tina Zupan",
            "Blaž Jereb",
            "Nina Kovač",
            "Ana Mlakar",
            "Tomaž Kos",
        ],
    ),
    "Dravic Lowlands": (
        ["Tirnau Alpine Society"],
        [],
    ),
}

# Guides from abroad who settled here: (club(s), village).
INCOMERS = {
    "Dougal MacRae": (["Kestria Mountaineering Association"], "Kesselbrunn"),
    "Fiona Ainslie": (["Arlen Alpine Club"], "Sankt Ulrich"),
    "Ben Whitlock": (["Club Alpin de Sorvagne"], "Le Praz"),
    "Priya Raman": (["Società Alpina Valmora", "Brenna Rope Club"], "Corsaglio"),
    "Kasia Nowak": (["Tirnau Alpine Society"], "Dravec"),
    "Olaf Lindqvist": (["Grau Valley Climbers' Union"], "Graubach"),
    "Hamish Gow": (["Oriel Mountain Club", "Club Alpin de Sorvagne"], "La Combe"),
}

# The core guides, written in full: clubs, teacher (or None), village.
CORE_GUIDES = {
    "Anselm Gruber": (["Arlen Alpine Club"], None, "Sankt Ulrich"),
    "Hannes Gruber": (["Arlen Alpine Club", "Lindtal Section"], "Anselm Gruber", "Sankt Ulrich"),
    "Resi Pichler": (["Lindtal Section"], "Anselm Gruber", "Lindhausen"),
    "Fiona Ainslie": (["Arlen Alpine Club"], "Hannes Gruber", "Sankt Ulrich"),
    "Toni Kessler": (["Kestria Mountaineering Association"], "Veit Moser", "Kesselbrunn"),
    "Lena Hofstetter": (
        ["Kestria Mountaineering Association", "Grau Valley Climbers' Union"],
        "Toni Kessler",
        "Eisenried",
    ),
    "Dougal MacRae": (["Kestria Mountaineering Association"], "Toni Kessler", "Kesselbrunn"),
    "Marta Pallavicini": (["Società Alpina Valmora"], "Giacomo Dellantonio", "Brennhof"),
    "Lucia Zanetti": (["Brenna Rope Club"], "Marta Pallavicini", "Corsaglio"),
    "Marco Zanetti": (
        ["Brenna Rope Club", "Società Alpina Valmora"],
        "Marta Pallavicini",
        "Corsaglio",
    ),
    "Jean-Luc Fabre": (["Club Alpin de Sorvagne"], "Pierre Simond", "Sorvagnac"),
    "Claire Fabre": (["Club Alpin de Sorvagne"], "Jean-Luc Fabre", "Sorvagnac"),
    "Amélie Carrel": (
        ["Oriel Mountain Club", "Club Alpin de Sorvagne"],
        "Jean-Luc Fabre",
        "Oriel-les-Bains",
    ),
    "Miha Kos": (["Planinsko Društvo Mirna"], "Janez Kralj", "Mirna"),
    "Tina Zupan": (["Tirnau Alpine Society"], "Miha Kos", "Tirnhof"),
    "Tomaž Kos": (["Planinsko Društvo Mirna", "Tirnau Alpine Society"], "Miha Kos", "Mirna"),
}

# The core first ascents, written in full: peak -> climbers.
CORE_ASCENTS = {
    "Arlenspitze": ["Sir Edward Whitcombe", "Anselm Gruber"],
    "Hohe Arlen": ["Anselm Gruber"],
    "Weisskogel": ["Amelia Harcourt", "Sepp Innerhofer"],
    "Ulrichshorn": ["Hannes Gruber", "Resi Pichler"],
    "Piz Brenna": ["Giacomo Dellantonio", "Rev. Charles Ashdown"],
    "Guglia Rossa": ["Marta Pallavicini"],
    "Cima Lunga": ["Marta Pallavicini", "Lucia Zanetti"],
    "Punta Ferrea": ["Giulia Carrel", "Renzo Bonfanti"],
    "Kesselhorn": ["Ludwig von Stein", "Veit Moser"],
    "Kesselwand": ["Toni Kessler", "Dougal MacRae"],
    "Hohe Wand": ["Toni Kessler"],
    "Grauhorn": ["Frederick Moss", "Bernhard Steindl", "Veit Moser"],
    "Fluchthorn": ["Lena Hofstetter"],
    "Dent d'Oriel": ["Hélène de Vaudran", "Pierre Simond"],
    "Aiguille Verte d'Oriel": ["Jean-Luc Fabre", "Amélie Carrel"],
    "Mont Sorvagne": ["Arthur Pennick", "Pierre Simond", "Luc Tairraz"],
    "Pic du Col Blanc": ["Jean-Luc Fabre"],
    "Veliki Mirnal": ["Janez Kralj"],
    "Bela Peč": ["Miha Kos", "Tina Zupan"],
    "Lopatnik": ["Tomaž Kos"],
}

# The core national parks: peak -> park (None: outside any park).
CORE_PARKS = {
    "Arlenspitze": "Hohe Arlen National Park",
    "Hohe Arlen": "Hohe Arlen National Park",
    "Kesselhorn": "Kessel-Grau National Park",
    "Grauhorn": None,
    "Dent d'Oriel": "Parc National de l'Oriel",
    "Lopatnik": "Tirnau Karst National Park",
    "Črna Stena": "Tirnau Karst National Park",
    "Dravski Rob": "Tirnau Karst National Park",
    "Tirnauer Kopf": "Tirnau Karst National Park",
}

# The core trails, written in full: trail -> (village, summits, huts).
CORE_TRAILS = {
    "Arlen High Route": (
        "Sankt Ulrich",
        ["Arlenspitze", "Hohe Arlen", "Weisskogel"],
        ["Arlen Haus", "Weisskogel Hut"],
    ),
    "Lindtal Panorama Path": ("Lindhausen", ["Lindtaler Turm", "Gurler Kopf"], ["Lindtaler Hütte"]),
    "Ulrichshorn Summit Path": ("Sankt Ulrich", ["Ulrichshorn"], ["Arlen Haus"]),
    "Sentiero delle Guglie": (
        "Brennhof",
        ["Piz Brenna", "Guglia Rossa", "Campanile Brenna"],
        ["Rifugio Brenna", "Rifugio Col Rosso"],
    ),
    "Alta Via Ferrea": (
        "Ferrera",
        ["Punta Ferrea", "Cima Rossa", "Monte Corsa"],
        ["Rifugio Ferrea", "Rifugio Cima Rossa", "Rifugio Colle Alto"],
    ),
    "Colle Alto Traverse": ("Colle Alto", ["Monte Corsa", "Cima del Col"], ["Rifugio Colle Alto"]),
    "Kessel Circuit": (
        "Kesselbrunn",
        ["Kesselhorn", "Kesselwand"],
        ["Kesselhütte", "Hohe Wand Hut"],
    ),
    "Eisbach Gorge Walk": ("Eisenried", ["Eisbachspitze"], ["Eisbach Hut", "Bachalm Hut"]),
    "Grauhorn Loop": ("Graubach", ["Grauhorn", "Kleines Grauhorn"], ["Grauhorn Hut"]),
    "Tour des Aiguilles": (
        "Oriel-les-Bains",
        ["Aiguille Verte d'Oriel", "Aiguille Noire d'Oriel", "Dent d'Oriel"],
        ["Refuge des Aiguilles", "Cabane d'Oriel"],
    ),
    "Col Blanc Traverse": (
        "Sorvagnac",
        ["Pic du Col Blanc", "Mont Sorvagne"],
        ["Col Blanc Hut", "Refuge du Sorva"],
    ),
    "Tour du Sorva": (
        "Saint-Ours",
        ["Mont Sorvagne", "Aiguille Sorva", "Tête de l'Ours"],
        ["Refuge du Sorva", "Refuge de l'Ours", "Cabane du Praz"],
    ),
    "Mirnal Ridge Trail": ("Mirna", ["Veliki Mirnal", "Mali Mirnal"], ["Mirnal Hut"]),
    "Bela Peč Circuit": (
        "Tirnhof",
        ["Bela Peč", "Kraški Vrh"],
        ["Koča pod Belo Pečjo", "Tirnau Hut"],
    ),
    "Trans-Kestria Trek": (
        "Unterkessel",
        ["Kesselwand", "Hohe Wand", "Grauhorn", "Fluchthorn"],
        ["Kesselhütte", "Steinried Hut", "Fluchthorn Bivouac"],
    ),
}

# The filler trails: trail -> the range(s) it stays in.
FILLER_TRAILS = {
    "Weisskogel Loop": ["Arlen Alps"],
    "Sankt Ulrich Hut Walk": ["Arlen Alps"],
    "Gurl Ridge Trail": ["Arlen Alps"],
    "Brenna Spires Circuit": ["Brenna Spires"],
    "Via dei Pontieri": ["Brenna Spires"],
    "Vigilio Towers Path": ["Brenna Spires"],
    "Campanile Approach": ["Brenna Spires"],
    "Casere Lakes Walk": ["Ferrea Chain"],
    "Corsa Ridge Trail": ["Ferrea Chain"],
    "Grand Valmora Traverse": ["Brenna Spires", "Ferrea Chain"],
    "Hohe Wand Traverse": ["Kesselwand Group"],
    "Bachalm Meadows Trail": ["Kesselwand Group"],
    "Kesselkar Path": ["Kesselwand Group"],
    "Steinried Höhenweg": ["Grau Horns"],
    "Fluchthorn Crossing": ["Grau Horns"],
    "Grau Horns Traverse": ["Grau Horns"],
    "Oriel Balcony Trail": ["Oriel Needles"],
    "Sentier de la Combe": ["Oriel Needles"],
    "Les Bains Forest Path": ["Oriel Needles"],
    "Sentier de l'Ours": ["Sorvagne Massif"],
    "Praz Lakes Loop": ["Sorvagne Massif"],
    "Sorvagne Haute Route": ["Sorvagne Massif", "Oriel Needles"],
    "Tête de l'Ours Scramble": ["Sorvagne Massif"],
    "Karst Edge Path": ["Tirnau Karst Ridges"],
    "Drava Gorge Trail": ["Tirnau Karst Ridges"],
    "Tirnau Basin Walk": ["Tirnau Karst Ridges"],
    "Lopatnik Loop": ["Tirnau Karst Ridges"],
    "Črna Stena Path": ["Tirnau Karst Ridges"],
    "Arlen to Kessel Crossing": ["Arlen Alps", "Kesselwand Group"],
    "Hinterarlen Alm Trail": ["Arlen Alps"],
    "San Vigilio Pilgrim Path": ["Brenna Spires"],
    "Mirna Waterfalls Walk": ["Tirnau Karst Ridges"],
    "Needles Hut to Hut": ["Oriel Needles", "Sorvagne Massif"],
}


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(20714)
    facts: list[tuple[str, str, str]] = []

    village_valley = {}
    for valley, (region, villages) in VALLEYS.items():
        facts.append((valley, REGION, region))
        for village in villages:
            facts.append((village, VALLEY, valley))
            village_valley[village] = valley
    for shop, village in SHOPS.items():
        facts.append((shop, SHOP_AT, village))
    for hut, (_, club) in HUTS.items():
        facts.append((hut, HUT_CLUB, club))

    # guides: the core ones as written, the rest drawn from their area
    guides: list[str] = []
    for region, (clubs, names) in GUIDE_AREAS.items():
        villages = [v for val, (reg, vs) in VALLEYS.items() if reg == region for v in vs]
        for i, guide in enumerate(names):
            guides.append(guide)
            if guide in CORE_GUIDES:
                member_of, teacher, village = CORE_GUIDES[guide]
            else:
                member_of = rng.sample(clubs, 2 if rng.random() < 0.45 else 1)
                earlier = names[:i]
                teacher = rng.choice(earlier) if earlier and rng.random() < 0.8 else None
                village = rng.choice(villages)
            facts += [(guide, MEMBER, c) for c in member_of]
            if teacher:
                facts.append((guide, TEACHER, teacher))
            facts.append((guide, HOME, village))
    for guide, (member_of, village) in INCOMERS.items():
        guides.append(guide)
        if guide in CORE_GUIDES:
            member_of, teacher, village = CORE_GUIDES[guide]
        else:
            teacher = rng.choice(sorted(CORE_GUIDES))
        facts += [(guide, MEMBER, c) for c in member_of]
        facts.append((guide, TEACHER, teacher))
        facts.append((guide, HOME, village))

    # peaks: range, park, height and first ascent
    climbers = PIONEERS + guides
    heights: set[int] = set()
    for rng_name, peaks in PEAKS.items():
        parks = RANGES[rng_name][1]
        for peak in peaks:
            facts.append((peak, RANGE, rng_name))
            if peak in CORE_PARKS:
                park = CORE_PARKS[peak]
            else:
                park = rng.choice(parks) if rng.random() < 0.85 else None
            if park:
                facts.append((peak, PARK, park))
            height = rng.randrange(2380, 4310)
            while height in heights:
                height = rng.randrange(2380, 4310)
            heights.add(height)
            facts.append((peak, HEIGHT, f"{height} m"))
            team = CORE_ASCENTS.get(peak) or rng.sample(climbers, rng.choice([1, 2, 2, 3, 3]))
            facts += [(peak, FIRST, c) for c in team]

    # trails: where they begin, their summits and huts
    for trail, (village, summits, huts) in CORE_TRAILS.items():
        facts.append((trail, TRAILHEAD, village))
        facts += [(trail, SUMMIT, p) for p in summits]
        facts += [(trail, STAGE, h) for h in huts]
    for trail, ranges in FILLER_TRAILS.items():
        valleys = [v for r in ranges for v in RANGES[r][0]]
        villages = [v for val in valleys for v in VALLEYS[val][1]]
        facts.append((trail, TRAILHEAD, rng.choice(villages)))
        peaks = [p for r in ranges for p in PEAKS[r]]
        huts = [h for h, (r, _) in HUTS.items() if r in ranges]
        facts += [(trail, SUMMIT, p) for p in rng.sample(peaks, rng.choice([2, 2, 3, 3, 4, 4]))]
        facts += [(trail, STAGE, h) for h in rng.sample(huts, rng.choice([1, 2, 2, 3]))]

    # one name, one entity: no two kinds of thing share a name
    kinds = [
        set(VALLEYS),
        {r for r, _ in VALLEYS.values()},
        set(village_valley),
        set(RANGES),
        {p for _, parks in RANGES.values() for p in parks},
        {p for ps in PEAKS.values() for p in ps},
        set(HUTS),
        {c for _, c in HUTS.values()},
        set(SHOPS),
        set(climbers),
        set(CORE_TRAILS) | set(FILLER_TRAILS),
        {f"{h} m" for h in heights},
    ]
    assert sum(map(len, kinds)) == len(set().union(*kinds)), "two kinds share a name"
    assert {n for fact in facts for n in (fact[0], fact[2])} <= set().union(*kinds)
    return name_facts(facts, rng, range(0, 10000), "mt_{:04d}-k".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
