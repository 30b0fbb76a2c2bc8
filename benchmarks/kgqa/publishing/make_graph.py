"""Write the publishing set's graph: triples.tsv and entities.tsv.

The schema, the countries, cities, publishing groups, publishers, imprints, bookshops, prizes,
series, literary agents, editors and translators are written by hand below. The authors
(with their birthplaces and agents) and the books (their authors, imprints, editors,
translators, series, prizes won and launch bookshops) are drawn as filler with a fixed seed,
so the files are the same on every run:

    python benchmarks/kgqa/publishing/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

AUTH = "AUTH"  # book -> author (co-written books: several)
IMPRINT = "pub.imprint"  # book -> imprint
IMPRINT_OF = "imprint_of"  # imprint -> publisher
OWNER = "ownerGroup"  # publisher -> publishing group
HQ = "hq location"  # publisher / group -> city
CC = "CC"  # city -> country
EDITOR = "editedBy"  # book -> editor
XLAT = "xlat"  # book -> translator
AGENT = "represented_by"  # author -> literary agent
PRIZE = "PRIZE_WON"  # book -> prize edition ("Calloway Prize 2016")
SERIES = "vol of"  # book -> series
LAUNCH = "http://lit.example.org/def#launchedAt"  # book -> bookshop
SHOP_CITY = "store.locale"  # bookshop -> city
BIRTH = "birth_town"  # author / translator -> city

CITIES = {
    "London": "United Kingdom",
    "Oxford": "United Kingdom",
    "Edinburgh": "United Kingdom",
    "Bristol": "United Kingdom",
    "Manchester": "United Kingdom",
    "Dublin": "Ireland",
    "Cork": "Ireland",
    "New York": "United States",
    "Boston": "United States",
    "Chicago": "United States",
    "San Francisco": "United States",
    "Paris": "France",
    "Lyon": "France",
    "Berlin": "Germany",
    "Munich": "Germany",
    "Hamburg": "Germany",
    "Milan": "Italy",
    "Turin": "Italy",
    "Madrid": "Spain",
    "Barcelona": "Spain",
    "Tokyo": "Japan",
    "Kyoto": "Japan",
    "Buenos Aires": "Argentina",
    "Rosario": "Argentina",
    "Lagos": "Nigeria",
    "Abuja": "Nigeria",
    "Stockholm": "Sweden",
    "Gothenburg": "Sweden",
    "Warsaw": "Poland",
    "Kraków": "Poland",
}

# publishing group -> head-office city
GROUPS = {
    "Meridian Media Holdings": "New York",
    "Hollow Oak Group": "London",
    "Groupe Lavande": "Paris",
    "Kessler Buch Gruppe": "Berlin",
}

# publisher: (city, group or None, imprints, editors)
PUBLISHERS = {
    "Fennimore & Sloane": (
        "New York",
        "Meridian Media Holdings",
        ["Blue Heron", "Northlight"],
        ["Ruth Okafor", "Dan Whitcombe"],
    ),
    "Quillfeather Books": (
        "Boston",
        "Meridian Media Holdings",
        ["Quill Junior", "Lamplight"],
        ["Marisa Healy"],
    ),
    "Hoshino Shobō": (
        "Tokyo",
        "Meridian Media Holdings",
        ["Hoshino Bunko", "Tsuki Editions"],
        ["Keiko Arata"],
    ),
    "Harrowgate Press": (
        "London",
        "Hollow Oak Group",
        ["Harrowgate Classics", "Ravenwood"],
        ["Imogen Pryce", "Tobias Lund"],
    ),
    "Saltmarsh Publishing": (
        "Edinburgh",
        "Hollow Oak Group",
        ["Thistle Books", "Saltmarsh Crime"],
        ["Fergus Baird"],
    ),
    "Greenbriar House": (
        "Dublin",
        "Hollow Oak Group",
        ["Liffey Lines", "Greenbriar Poetry"],
        ["Niamh Corrigan"],
    ),
    "Éditions du Pont Neuf": (
        "Paris",
        "Groupe Lavande",
        ["Collection Seine", "Noir Pont"],
        ["Hélène Marchetti"],
    ),
    "Casa Editrice Aurora": (
        "Milan",
        "Groupe Lavande",
        ["Aurora Gialli", "Stelle Nuove"],
        ["Paolo Ferrante"],
    ),
    "Lindenhaus Verlag": (
        "Munich",
        "Kessler Buch Gruppe",
        ["Linde Taschenbuch", "Edition Nachtfalter"],
        ["Ulrike Brandt"],
    ),
    "Ediciones Mirador": (
        "Barcelona",
        "Kessler Buch Gruppe",
        ["Mirador Bolsillo", "Faro Rojo"],
        ["Lucía Ortega"],
    ),
    "Norrsken Förlag": (
        "Stockholm",
        "Kessler Buch Gruppe",
        ["Polstjärna", "Norrsken Pocket"],
        ["Elin Sandberg"],
    ),
    "Tinderbox Press": ("Bristol", None, ["Tinderbox Originals"], ["Callum Reeve"]),
    "Lantern Row Books": ("Lagos", None, ["Lantern Row Fiction"], ["Adaeze Nwosu"]),
}

# translator -> birthplace
TRANSLATORS = {
    "Margit Havel": "Kraków",
    "Jonah Ellery": "Boston",
    "Sofía Valdivia": "Buenos Aires",
    "Akira Mori": "Kyoto",
    "Clémence Duval": "Lyon",
    "Henrik Aspelund": "Gothenburg",
    "Bettina Roth": "Hamburg",
    "Ciarán Doyle": "Cork",
    "Lorenzo Vitale": "Turin",
    "Ngozi Eze": "Abuja",
    "Amelia Frost": "Oxford",
    "Paweł Zieliński": "Warsaw",
}

AGENTS = [
    "Harriet Vane-Lowry",
    "Marcus Delacroix",
    "Priscilla Oduya",
    "Stefan Kroll",
    "Beatrix Hall",
    "Oren Castillo",
    "Yuki Tanabe",
    "Greer Whitfield",
    "Anselm Roy",
    "Dolores Quintero",
]

# bookshop -> city
BOOKSHOPS = {
    "Foyle & Finch": "London",
    "The Gilded Page": "Oxford",
    "Lighthouse Books": "Edinburgh",
    "Ink & Ivy": "Dublin",
    "Strand Corner Books": "New York",
    "Beacon Hill Booksellers": "Boston",
    "City Lights West": "San Francisco",
    "Librairie des Quais": "Paris",
    "Buchhandlung Sperling": "Berlin",
    "Libreria del Portico": "Milan",
    "Librería El Ateneo Chico": "Buenos Aires",
    "Kinokawa Books": "Tokyo",
    "Bokhandel Ljus": "Stockholm",
    "Shelf Life Lagos": "Lagos",
}

PRIZES = [
    "Calloway Prize",
    "Ashdown Medal",
    "Premio Faro Dorado",
    "Prix Clairmont",
    "Nordlys Award",
]

# series -> number of volumes
SERIES_LIST = {
    "The Marrow Chronicles": 5,
    "Inspector Vail Mysteries": 4,
    "Saltwind Saga": 3,
    "The Clockmaker Cycle": 4,
    "Detective Ibarra": 3,
    "Lantern Girls": 3,
    "Winter Court Trilogy": 3,
    "Harbour Street Quartet": 4,
}

FIRST = [
    "Adele",
    "Bram",
    "Cora",
    "Desmond",
    "Esme",
    "Felix",
    "Gianna",
    "Hugo",
    "Ilse",
    "Jasper",
    "Kemi",
    "Leonie",
    "Mateo",
    "Nell",
    "Orla",
    "Piotr",
    "Rhea",
    "Silas",
    "Tove",
    "Ugo",
    "Vera",
    "Wilhelmina",
    "Xavier",
    "Yara",
    "Zeno",
    "Aiko",
    "Bartek",
    "Chidi",
    "Delphine",
    "Emil",
]
LAST = [
    "Ashcombe",
    "Bellweather",
    "Carrow",
    "Dunleavy",
    "Estrada",
    "Falk",
    "Greaves",
    "Holm",
    "Iwata",
    "Jurado",
    "Kaminski",
    "Larkspur",
    "Mbeki",
    "Norrland",
    "Okonjo",
    "Pellegrini",
    "Quarry",
    "Renfrew",
    "Sato",
    "Thorne",
    "Umber",
    "Vasquez",
    "Wexley",
    "Yeats-Moore",
    "Zamora",
]
ADJ = [
    "Salt",
    "Hollow",
    "Silent",
    "Burning",
    "Paper",
    "Glass",
    "Last",
    "Northern",
    "Drowned",
    "Crimson",
    "Quiet",
    "Wild",
    "Broken",
    "Golden",
    "Iron",
    "Winter",
    "Borrowed",
    "Lost",
    "Amber",
    "Velvet",
    "Sleepless",
    "Invisible",
    "Bitter",
    "Distant",
    "Painted",
    "Feral",
    "Second",
    "Forgotten",
    "Cinder",
    "Tidal",
]
NOUN = [
    "Orchard",
    "Lighthouse",
    "Harbour",
    "Cartographer",
    "Garden",
    "Mirror",
    "Kingdom",
    "River",
    "Daughter",
    "Archive",
    "Season",
    "Orchestra",
    "Meridian",
    "Ferryman",
    "Atlas",
    "Widow",
    "Bridge",
    "Alphabet",
    "Beekeeper",
    "Observatory",
    "Tailor",
    "Marsh",
    "Pilgrim",
    "Glassblower",
    "Vineyard",
    "Almanac",
    "Comet",
    "Locksmith",
    "Choir",
    "Embassy",
    "Falconer",
    "Quarry",
]
PLACES = [
    "Valparaíso",
    "Lisbon",
    "Tangier",
    "Samarkand",
    "Galway",
    "Trieste",
    "Odessa",
    "Zanzibar",
    "Hokkaido",
    "Patagonia",
    "Bergen",
    "Marrakesh",
]
WHEN = ["Midnight", "August", "the Flood", "the Harvest", "Summer", "the War", "Sunday", "Rain"]


def plural(noun: str) -> str:
    if noun.endswith("y"):
        return noun[:-1] + "ies"
    if noun.endswith(("sh", "ch", "s")):
        return noun + "es"
    return noun + "s"


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(5519)
    facts: list[tuple[str, str, str]] = []
    for city, country in CITIES.items():
        facts.append((city, CC, country))
    for group, city in GROUPS.items():
        facts.append((group, HQ, city))
    imprints: list[str] = []
    editors_of: dict[str, list[str]] = {}
    for publisher, (city, group, imps, editors) in PUBLISHERS.items():
        facts.append((publisher, HQ, city))
        if group:
            facts.append((publisher, OWNER, group))
        for imp in imps:
            facts.append((imp, IMPRINT_OF, publisher))
            imprints.append(imp)
            editors_of[imp] = editors
    for translator, city in TRANSLATORS.items():
        facts.append((translator, BIRTH, city))
    for shop, city in BOOKSHOPS.items():
        facts.append((shop, SHOP_CITY, city))

    # Filler: authors, each born somewhere and represented by one agent (a few by two).
    cities = list(CITIES)
    authors: list[str] = []
    while len(authors) < 52:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in authors:
            authors.append(name)
    for author in authors:
        facts.append((author, BIRTH, rng.choice(cities)))
        for agent in sorted(rng.sample(AGENTS, rng.choice([1, 1, 1, 1, 2]))):
            facts.append((author, AGENT, agent))

    # Filler: book titles.
    titles: list[str] = []
    keys: set[str] = set()
    while len(titles) < 126:
        pattern = rng.random()
        adj, noun = rng.choice(ADJ), rng.choice(NOUN)
        if pattern < 0.3:
            title = f"The {adj} {noun}"
        elif pattern < 0.45:
            title = f"{adj} {noun}"
        elif pattern < 0.6:
            title = f"The {noun} of {rng.choice(PLACES)}"
        elif pattern < 0.75:
            title = f"{plural(noun)} After {rng.choice(WHEN)}"
        else:
            other = rng.choice(NOUN)
            if other == noun:
                continue
            title = f"The {noun} and the {other}"
        key = title.removeprefix("The ")
        if key not in keys:
            keys.add(key)
            titles.append(title)

    translators = list(TRANSLATORS)
    shops = list(BOOKSHOPS)
    books: list[str] = []

    def add_book(title: str, writers: list[str], imprint: str) -> None:
        books.append(title)
        for w in writers:
            facts.append((title, AUTH, w))
        facts.append((title, IMPRINT, imprint))
        facts.append((title, EDITOR, rng.choice(editors_of[imprint])))
        if rng.random() < 0.45:
            facts.append((title, XLAT, rng.choice(translators)))
        if rng.random() < 0.8:
            facts.append((title, LAUNCH, rng.choice(shops)))

    # Series first: one author and one imprint per series.
    pool = iter(titles)
    for series, volumes in SERIES_LIST.items():
        author = rng.choice(authors)
        imprint = rng.choice(imprints)
        for _ in range(volumes):
            title = next(pool)
            add_book(title, [author], imprint)
            facts.append((title, SERIES, series))
    for title in pool:
        writers = [rng.choice(authors)]
        if rng.random() < 0.1:
            writers.append(rng.choice([a for a in authors if a != writers[0]]))
        add_book(title, writers, rng.choice(imprints))

    # Filler: prize editions, each won by one book (a few joint winners).
    for prize in PRIZES:
        for year in sorted(rng.sample(range(2012, 2024), 5)):
            edition = f"{prize} {year}"
            for book in rng.sample(books, 2 if rng.random() < 0.15 else 1):
                facts.append((book, PRIZE, edition))

    return name_facts(facts, rng, range(0, 10000), "bk+{:04d}".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
