"""Build the `games` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional video-game industry: games with the studios that developed them, their
publishers, engines and platforms, lead designers and score composers, the series they
belong to and the game each is a sequel to; studios with their home town and owning
publisher; engines with their vendor; platforms with their hardware maker; designers and
composers with the studios they worked at and the town they grew up in. Every studio, game,
person and company is invented (the cities are real; their facts are not). The named games,
studios and people are written by hand below; a seeded generator adds filler studios,
people and games around them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/games/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

DEVELOPER = "DEV_BY"
PUBLISHER = "pub"
ENGINE = "eng"
PLATFORM = "plat"
DESIGNER = "leadDesigner"
COMPOSER = "score composer"
SERIES = "in_series"
SEQUEL = "http://vg.example.io/def#sequelTo"
OWNER = "studio.owner.parent"
TOWN = "hq_town"
VENDOR = "eng.vendor"
MAKER = "plat.maker"
WORKED = "WORKED_AT"
GREW_UP = "grew up in"

CITIES = [
    "Montreal", "Kyoto", "Helsinki", "Warsaw", "Austin", "Lyon", "Seoul", "Melbourne",
    "Brighton", "Malmö", "Osaka", "Vancouver", "Kraków", "Dundee", "Tallinn", "Leeds",
    "Bordeaux", "Busan", "Guildford", "Tampere", "Nantes", "Bristol", "Sapporo", "Gdańsk",
    "Oulu", "Porto",
]  # fmt: skip

# platform: hardware maker; maker: home town
PLATFORMS = {
    "Vanta 4": "Kaito Electronics",
    "Vanta 5": "Kaito Electronics",
    "Switchback": "Ardent Devices",
    "Switchback Lite": "Ardent Devices",
    "Nova PC": "Orion Systems",
    "StreamBox": "Orion Systems",
    "Nimbus Cloud": "Nimbus Labs",
    "Pocket Arc": "Arcwell",
}
MAKERS = {
    "Kaito Electronics": "Osaka",
    "Ardent Devices": "Kyoto",
    "Orion Systems": "Austin",
    "Nimbus Labs": "Vancouver",
    "Arcwell": "Seoul",
}
PUBLISHERS = {
    "Orion Interactive": "Austin",
    "Halberd Games": "Lyon",
    "Sakura Arc Publishing": "Osaka",
    "Northbound Media": "Malmö",
    "Tetralith": "Warsaw",
    "Bluecap Entertainment": "Leeds",
    "Harrier Play": "Melbourne",
}
# studio: (home town, owning publisher or None)
STUDIOS = {
    "Ember Forge": ("Helsinki", "Northbound Media"),
    "Deepcut Studios": ("Montreal", "Orion Interactive"),
    "Papercrane Games": ("Kyoto", None),
    "Ironside Interactive": ("Warsaw", "Tetralith"),
    "Lantern Bay": ("Brighton", "Bluecap Entertainment"),
    "Northlight Works": ("Tallinn", None),
    "Red Thimble": ("Melbourne", "Harrier Play"),
    "Moonwell Studio": ("Seoul", "Sakura Arc Publishing"),
    "Blockhouse": ("Malmö", "Northbound Media"),
    "Halberd Montreal": ("Montreal", "Halberd Games"),
    "Orion Studio Lyon": ("Lyon", "Orion Interactive"),
    "Tinfoil Hat Games": ("Dundee", None),
    "Skyline Software": ("Austin", None),
    "Brightwater Tech": ("Vancouver", None),
    "Quiet Owl": ("Kraków", "Tetralith"),
}
ENGINES = {
    "Fathom Engine": "Deepcut Studios",
    "Lumen 3": "Skyline Software",
    "Lumen 4": "Skyline Software",
    "Marlowe": "Brightwater Tech",
    "Quill2D": "Papercrane Games",
    "Ironclad": "Ironside Interactive",
    "Brick": "Blockhouse",
    "Tundra Engine": "Northlight Works",
}
# person: (studios worked at, town grown up in)
PEOPLE = {
    "Ines Marlowe": (["Deepcut Studios", "Ember Forge"], "Bordeaux"),
    "Yuki Sorensen": (["Moonwell Studio", "Papercrane Games"], "Busan"),
    "Tomasz Wren": (["Ironside Interactive", "Quiet Owl"], "Kraków"),
    "Hana Okabe": (["Papercrane Games"], "Kyoto"),
    "Ravi Calloway": (["Lantern Bay"], "Leeds"),
    "Aoife Brennan": (["Lantern Bay", "Red Thimble"], "Dundee"),
    "Dario Vance": (["Tinfoil Hat Games", "Moonwell Studio"], "Guildford"),
    "Lena Kowalczyk": (["Halberd Montreal", "Quiet Owl"], "Warsaw"),
    "Sam Ortega": (["Ironside Interactive"], "Austin"),
    "Pia Lindqvist": (["Ember Forge", "Blockhouse", "Northlight Works"], "Tampere"),
    "Kenji Arai": (["Papercrane Games"], "Osaka"),
    "Olu Adebayo": (["Deepcut Studios"], "Leeds"),
}
# game: (developers, publisher, engine, platforms, designers, composers, series, sequel to)
GAMES: dict[str, tuple[list[str], str, str, list[str], list[str], list[str], str, str]] = {
    "Emberfall: Ashes": (["Ember Forge"], "Northbound Media", "Fathom Engine",
        ["Nova PC", "Vanta 4"], ["Pia Lindqvist"], ["Hana Okabe"], "Emberfall", ""),
    "Emberfall II": (["Ember Forge"], "Northbound Media", "Fathom Engine",
        ["Nova PC", "Vanta 5", "Switchback"], ["Pia Lindqvist", "Ines Marlowe"],
        ["Hana Okabe"], "Emberfall", "Emberfall: Ashes"),
    "Emberfall III: Cinders": (["Ember Forge"], "Northbound Media", "Lumen 4",
        ["Nova PC", "Vanta 5"], ["Ines Marlowe"], ["Ravi Calloway"], "Emberfall",
        "Emberfall II"),
    "Emberfall Tactics": (["Blockhouse"], "Northbound Media", "Brick",
        ["Switchback", "Pocket Arc"], ["Pia Lindqvist"], ["Hana Okabe"], "Emberfall", ""),
    "Hollow Crown": (["Ironside Interactive"], "Tetralith", "Ironclad", ["Nova PC"],
        ["Tomasz Wren"], ["Sam Ortega"], "Hollow Crown Chronicles", ""),
    "Hollow Crown: Regicide": (["Ironside Interactive"], "Tetralith", "Ironclad",
        ["Nova PC", "Vanta 5"], ["Tomasz Wren", "Lena Kowalczyk"], ["Sam Ortega"],
        "Hollow Crown Chronicles", "Hollow Crown"),
    "Crownless": (["Quiet Owl"], "Tetralith", "Marlowe", ["Nova PC"], ["Tomasz Wren"],
        ["Olu Adebayo"], "", ""),
    "The Marlowe Affair": (["Quiet Owl"], "Tetralith", "Marlowe", ["Nova PC", "StreamBox"],
        ["Lena Kowalczyk"], ["Sam Ortega"], "", ""),
    "Star Ferry": (["Lantern Bay"], "Bluecap Entertainment", "Lumen 3",
        ["Switchback", "Nova PC"], ["Aoife Brennan"], ["Ravi Calloway"], "Star Ferry Saga", ""),
    "Star Ferry 2: Harbour Lights": (["Lantern Bay"], "Bluecap Entertainment", "Lumen 4",
        ["Switchback", "Vanta 5", "Nova PC"], ["Aoife Brennan"],
        ["Ravi Calloway", "Yuki Sorensen"], "Star Ferry Saga", "Star Ferry"),
    "Paper Lanterns": (["Papercrane Games"], "Sakura Arc Publishing", "Quill2D",
        ["Switchback", "Pocket Arc"], ["Kenji Arai"], ["Yuki Sorensen"], "", ""),
    "Paper Lanterns: Festival Night": (["Papercrane Games"], "Papercrane Games", "Quill2D",
        ["Switchback", "Nova PC"], ["Kenji Arai", "Yuki Sorensen"], ["Hana Okabe"], "",
        "Paper Lanterns"),
    "Nightjar": (["Moonwell Studio"], "Sakura Arc Publishing", "Lumen 4",
        ["Vanta 5", "Nimbus Cloud"], ["Yuki Sorensen"], ["Dario Vance"], "Nightjar Cycle", ""),
    "Nightjar: Dusk": (["Moonwell Studio"], "Sakura Arc Publishing", "Lumen 4",
        ["Vanta 5", "Nimbus Cloud", "Nova PC"], ["Yuki Sorensen", "Dario Vance"],
        ["Dario Vance"], "Nightjar Cycle", "Nightjar"),
    "Copper Saints": (["Red Thimble"], "Harrier Play", "Marlowe", ["Nova PC", "Vanta 4"],
        ["Aoife Brennan"], ["Dario Vance"], "", ""),
    "Copper Saints Reloaded": (["Red Thimble"], "Harrier Play", "Marlowe",
        ["Nova PC", "Vanta 5", "Switchback"], ["Aoife Brennan"], ["Olu Adebayo"], "",
        "Copper Saints"),
    "Tidebreak": (["Deepcut Studios"], "Orion Interactive", "Fathom Engine",
        ["Vanta 5", "Nova PC", "StreamBox"], ["Ines Marlowe"], ["Olu Adebayo"], "", ""),
    "Tidebreak: Undertow": (["Deepcut Studios", "Orion Studio Lyon"], "Orion Interactive",
        "Fathom Engine", ["Vanta 5", "StreamBox"], ["Ines Marlowe", "Lena Kowalczyk"],
        ["Olu Adebayo", "Hana Okabe"], "", "Tidebreak"),
    "Gravel Kings": (["Halberd Montreal"], "Halberd Games", "Tundra Engine",
        ["Vanta 4", "Vanta 5"], ["Lena Kowalczyk"], ["Sam Ortega"], "Gravel Kings Racing", ""),
    "Gravel Kings 2": (["Halberd Montreal"], "Halberd Games", "Tundra Engine",
        ["Vanta 5", "Nova PC"], ["Lena Kowalczyk"], ["Ravi Calloway"], "Gravel Kings Racing",
        "Gravel Kings"),
    "Sheep Panic": (["Tinfoil Hat Games"], "Bluecap Entertainment", "Brick",
        ["Switchback", "Pocket Arc", "Nova PC"], ["Dario Vance"], ["Dario Vance"], "", ""),
    "Tundra Run": (["Northlight Works"], "Northbound Media", "Tundra Engine",
        ["Nova PC", "Vanta 5"], ["Pia Lindqvist"], ["Olu Adebayo"], "", ""),
}  # fmt: skip

STUDIO_WORDS = (
    ["Amber", "Copper", "Glass", "Hollow", "Iron", "Lucky", "Paper", "Salt", "Velvet",
     "Wild", "Brass", "Cobalt", "Marble", "Rusty"],
    ["Fox", "Lighthouse", "Anvil", "Kite", "Harbor", "Mill", "Badger", "Comet", "Otter",
     "Rook", "Pine", "Gate"],
)  # fmt: skip
GAME_WORDS = (
    ["Silent", "Broken", "Last", "Hidden", "Burning", "Frozen", "Crimson", "Endless",
     "Little", "Shattered", "Golden", "Lost", "Wandering", "Neon", "Sunken"],
    ["Orchard", "Valley", "Signal", "Harvest", "Tower", "Garden", "Frontier", "Circuit",
     "Kingdom", "Lagoon", "Quarry", "Caravan", "Archive", "Reef", "Meadow", "Empire"],
)  # fmt: skip
FIRST_NAMES = [
    "Alex", "Bea", "Chidi", "Dana", "Eero", "Farah", "Goran", "Hiro", "Isla", "Jae",
    "Kofi", "Lucia", "Mateo", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tara",
]  # fmt: skip
SURNAMES = [
    "Abbott", "Bergman", "Castillo", "Dubois", "Eriksen", "Fontaine", "Gallo", "Hale",
    "Ishikawa", "Jovanovic", "Kaur", "Lindgren", "Moreau", "Novak", "Petrov", "Quinn",
]  # fmt: skip


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(2049)
    facts: list[tuple[str, str, str]] = []

    for platform, maker in PLATFORMS.items():
        facts.append((platform, MAKER, maker))
    for company, town in {**MAKERS, **PUBLISHERS}.items():
        facts.append((company, TOWN, town))
    for studio, (town, owner) in STUDIOS.items():
        facts.append((studio, TOWN, town))
        if owner:
            facts.append((studio, OWNER, owner))
    for engine, vendor in ENGINES.items():
        facts.append((engine, VENDOR, vendor))
    for person, (studios, town) in PEOPLE.items():
        facts += [(person, WORKED, s) for s in studios]
        facts.append((person, GREW_UP, town))

    def add_game(
        title: str,
        game: tuple[list[str], str, str, list[str], list[str], list[str], str, str],
    ) -> None:
        developers, publisher, engine, platforms, designers, composers, series, prequel = game
        facts.extend((title, DEVELOPER, d) for d in developers)
        facts.append((title, PUBLISHER, publisher))
        facts.append((title, ENGINE, engine))
        facts.extend((title, PLATFORM, p) for p in platforms)
        facts.extend((title, DESIGNER, p) for p in designers)
        facts.extend((title, COMPOSER, p) for p in composers)
        if series:
            facts.append((title, SERIES, series))
        if prequel:
            facts.append((title, SEQUEL, prequel))

    for title, game in GAMES.items():
        add_game(title, game)

    # Filler: studios, people and games drawn around the named ones.
    taken = set(STUDIOS) | set(GAMES) | set(PEOPLE)
    filler_studios: list[str] = []
    while len(filler_studios) < 14:
        name = f"{rng.choice(STUDIO_WORDS[0])} {rng.choice(STUDIO_WORDS[1])}"
        name += rng.choice(["", " Games", " Studio", " Interactive"])
        first = name.split()[0]
        if name in taken or any(s.split()[0] == first for s in filler_studios):
            continue
        taken.add(name)
        filler_studios.append(name)
        facts.append((name, TOWN, rng.choice(CITIES)))
        if rng.random() < 0.5:
            facts.append((name, OWNER, rng.choice(list(PUBLISHERS))))
    all_studios = list(STUDIOS) + filler_studios
    filler_people: list[str] = []
    while len(filler_people) < 64:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"
        if name in taken:
            continue
        taken.add(name)
        filler_people.append(name)
        for studio in rng.sample(all_studios, rng.choice([1, 1, 2])):
            facts.append((name, WORKED, studio))
        facts.append((name, GREW_UP, rng.choice(CITIES)))
    series_names = ["Sunken Crowns", "Neon Drift", "Wanderers", "Quarry Wars", "Orchard Tales"]
    in_series: dict[str, list[str]] = {s: [] for s in series_names}
    made = 0
    while made < 66:
        title = f"{rng.choice(GAME_WORDS[0])} {rng.choice(GAME_WORDS[1])}"
        if title in taken:
            continue
        taken.add(title)
        made += 1
        studios = [rng.choice(filler_studios if rng.random() < 0.7 else all_studios)]
        owner = next((t for h, r, t in facts if h == studios[0] and r == OWNER), None)
        publisher = owner if owner and rng.random() < 0.7 else rng.choice(list(PUBLISHERS))
        people = filler_people if rng.random() < 0.85 else list(PEOPLE)
        series, prequel = "", ""
        if rng.random() < 0.3:
            series = rng.choice(series_names)
            if in_series[series]:
                prequel = in_series[series][-1]
            in_series[series].append(title)
        add_game(
            title,
            (
                studios,
                publisher,
                rng.choice(list(ENGINES)),
                rng.sample(list(PLATFORMS), rng.choice([1, 1, 1, 2, 2, 3])),
                rng.sample(people, rng.choice([1, 1, 1, 2])),
                [rng.choice(filler_people)],
                series,
                prequel,
            ),
        )
    return name_facts(facts, rng, range(0x1000, 0x10000), "g:{:04x}".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
