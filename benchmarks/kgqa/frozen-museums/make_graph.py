"""Build the `frozen-museums` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional art world: artists (where they were born, the movements they belong to, who
trained them), their works (medium, subjects, the museum holding each, the donor who gave
it), museums (city, director), cities and countries, and exhibitions (the museum hosting
each, the year, the works shown). City, country, medium and theme names are ordinary words;
every artist, work, museum, director, donor and exhibition is invented, and so is every fact.

The named core the questions are about is written by hand below; a seeded generator adds
filler artists, works, donors and exhibitions around it. Relation names mix styles on purpose
(camelCase, snake_case, ALL_CAPS, dotted, prefixed, a URI and short abbreviations). Entity ids
are opaque tokens (`Q48213`) drawn with the seed. Re-running rewrites the same files.

    python benchmarks/kgqa/frozen-museums/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

SEED = 61

CREATED_BY = "createdBy"  # work -> artist
HELD_AT = "held_at"  # work -> museum
MOVEMENT = "MOVEMENT"  # artist -> movement
BIRTHPLACE = "person.birthplace"  # artist -> city
LOCATED_IN = "http://example.org/museum#locatedIn"  # museum -> city
COUNTRY = "cntry"  # city -> country
MEDIUM = "art:medium"  # work -> medium
TEACHER = "trained_under"  # artist -> artist (the teacher)
DONOR = "DONATED_BY"  # work -> donor
INCLUDES = "exh.includes"  # exhibition -> work
VENUE = "VENUE_OF"  # museum -> exhibition
DIRECTOR = "dir"  # museum -> person
SUBJECT = "subj"  # work -> city or theme
YEAR = "yr"  # exhibition -> year

CITIES = {
    "Lyon": "France",
    "Marseille": "France",
    "Rotterdam": "Netherlands",
    "Utrecht": "Netherlands",
    "Bologna": "Italy",
    "Turin": "Italy",
    "Venice": "Italy",
    "Seville": "Spain",
    "Bilbao": "Spain",
    "Kyoto": "Japan",
    "Osaka": "Japan",
    "Oaxaca": "Mexico",
    "Guadalajara": "Mexico",
    "Bergen": "Norway",
    "Porto": "Portugal",
    "Montreal": "Canada",
}
# Museum -> (city, director)
MUSEUMS = {
    "Musée des Tisserands": ("Lyon", "Claire Vasseur"),
    "Galerie Vauban": ("Marseille", "Olivier Prat"),
    "Kade Kunsthuis": ("Rotterdam", "Maarten de Wilde"),
    "Domtoren Collection": ("Utrecht", "Femke Jansma"),
    "Pinacoteca Sant'Orsola": ("Bologna", "Giulia Serra"),
    "Palazzo Vela": ("Turin", "Franco Aimone"),
    "Museo de la Alameda": ("Seville", "Carmen Rubio"),
    "Bilbao Ironworks Gallery": ("Bilbao", "Josu Etxeberria"),
    "Kamogawa Art Hall": ("Kyoto", "Michiko Arai"),
    "Naniwa Museum of Modern Art": ("Osaka", "Kenta Ishida"),
    "Casa de los Alebrijes": ("Oaxaca", "Rosa Itzel Méndez"),
    "Museo Tapatío": ("Guadalajara", "Alberto Fuentes"),
    "Bryggen Kunsthall": ("Bergen", "Ingrid Solberg"),
    "Museu Ribeira": ("Porto", "Joana Tavares"),
    "Galerie Mont-Royal": ("Montreal", "Luc Bergeron"),
}
MOVEMENTS = [
    "Luminism",
    "Neo-Baroque",
    "Harbour School",
    "Kinetic Abstraction",
    "Textile Modernism",
    "Nocturnists",
    "Ceramic Brutalism",
    "New Figuration",
]
MEDIA = [
    "oil on canvas",
    "tempera on panel",
    "bronze",
    "marble",
    "woodblock print",
    "watercolour",
    "glazed stoneware",
    "woven wool",
    "welded steel",
    "gelatin silver photograph",
    "mixed media",
]
THEMES = [
    "the sea",
    "ships",
    "harvest",
    "the night sky",
    "mothers and children",
    "the market",
    "storms",
    "dancers",
    "gardens",
]
# Artist -> (birthplace, movements, teacher or None)
ARTISTS = {
    "Odile Marchetti": ("Lyon", ["Textile Modernism"], None),
    "Jan Verbruggen": ("Rotterdam", ["Harbour School"], None),
    "Saskia Oudeman": ("Utrecht", ["Harbour School", "Luminism"], "Jan Verbruggen"),
    "Pieter Lambrechts": ("Rotterdam", ["Harbour School"], "Jan Verbruggen"),
    "Lucia Ferrandi": ("Bologna", ["Neo-Baroque"], None),
    "Matteo Granelli": ("Turin", ["Neo-Baroque", "New Figuration"], "Lucia Ferrandi"),
    "Chiara Bosi": ("Bologna", ["New Figuration"], "Lucia Ferrandi"),
    "Rafael Olmedo": ("Seville", ["Luminism"], None),
    "Inés Zubiaurre": ("Bilbao", ["Kinetic Abstraction"], "Rafael Olmedo"),
    "Aitor Larrea": ("Bilbao", ["Kinetic Abstraction", "Ceramic Brutalism"], "Inés Zubiaurre"),
    "Sayo Ichikawa": ("Kyoto", ["Nocturnists"], None),
    "Ren Tadokoro": ("Osaka", ["Nocturnists", "Kinetic Abstraction"], "Sayo Ichikawa"),
    "Kaito Umezu": ("Kyoto", ["Ceramic Brutalism"], "Sayo Ichikawa"),
    "Xochitl Ramírez Luna": ("Oaxaca", ["New Figuration", "Textile Modernism"], None),
    "Emiliano Barragán": ("Guadalajara", ["New Figuration"], "Xochitl Ramírez Luna"),
    "Dolores Ixta": ("Oaxaca", ["Ceramic Brutalism"], "Xochitl Ramírez Luna"),
    "Sigrid Haugland": ("Bergen", ["Nocturnists", "Luminism"], None),
    "Torvald Eikrem": ("Bergen", ["Harbour School"], "Sigrid Haugland"),
    "Beatriz Covilhã": ("Porto", ["Luminism"], "Rafael Olmedo"),
    "Duarte Meireles": ("Porto", ["Harbour School"], "Beatriz Covilhã"),
    "Élise Gagnon-Roy": ("Montreal", ["Kinetic Abstraction"], "Inés Zubiaurre"),
    "Marc-André Thibodeau": ("Montreal", ["Textile Modernism"], "Odile Marchetti"),
    "Apolline Ravel": ("Marseille", ["Luminism", "Neo-Baroque"], "Odile Marchetti"),
    "Nour Belkacem": ("Marseille", ["New Figuration"], "Apolline Ravel"),
    "Hendrik Stoop": ("Utrecht", ["Neo-Baroque"], "Lucia Ferrandi"),
}
# Work -> (artists, museum, medium, subjects, donor or None)
WORKS: dict[str, tuple[list[str], str, str, list[str], str | None]] = {
    "Loom at Dawn": (
        ["Odile Marchetti"],
        "Musée des Tisserands",
        "woven wool",
        ["Lyon"],
        "Fondation Aubert",
    ),
    "Silk Ledger": (["Odile Marchetti"], "Musée des Tisserands", "woven wool", [], None),
    "Red Thread Cartography": (
        ["Odile Marchetti"],
        "Galerie Mont-Royal",
        "mixed media",
        [],
        "Marguerite Lenoir",
    ),
    "Cranes over the Maas": (
        ["Jan Verbruggen"],
        "Kade Kunsthuis",
        "oil on canvas",
        ["Rotterdam", "ships"],
        None,
    ),
    "Night Tugboat": (
        ["Jan Verbruggen"],
        "Kade Kunsthuis",
        "oil on canvas",
        ["ships", "the night sky"],
        "Kees Molenaar",
    ),
    "Dredger in Fog": (
        ["Jan Verbruggen"],
        "Domtoren Collection",
        "oil on canvas",
        ["the sea"],
        None,
    ),
    "Canal at the Old Wharf": (
        ["Saskia Oudeman"],
        "Domtoren Collection",
        "oil on canvas",
        ["Utrecht"],
        "Helena van Riel",
    ),
    "Low Tide Light": (["Saskia Oudeman"], "Bryggen Kunsthall", "watercolour", ["the sea"], None),
    "Harbour Cranes No. 4": (
        ["Pieter Lambrechts"],
        "Kade Kunsthuis",
        "woodblock print",
        ["ships", "Rotterdam"],
        None,
    ),
    "Pilot Boat": (["Pieter Lambrechts"], "Museu Ribeira", "watercolour", ["ships"], None),
    "Harbour Cycle": (
        ["Jan Verbruggen", "Pieter Lambrechts", "Torvald Eikrem"],
        "Kade Kunsthuis",
        "oil on canvas",
        ["ships"],
        None,
    ),
    "The Gilded Procession": (
        ["Lucia Ferrandi"],
        "Pinacoteca Sant'Orsola",
        "tempera on panel",
        ["Bologna"],
        None,
    ),
    "Saint Petronius in Storm": (
        ["Lucia Ferrandi"],
        "Pinacoteca Sant'Orsola",
        "tempera on panel",
        ["storms"],
        None,
    ),
    "Allegory of the Two Towers": (
        ["Lucia Ferrandi"],
        "Palazzo Vela",
        "oil on canvas",
        ["Bologna"],
        "Bernard Lacombe",
    ),
    "Dancer on the Po": (["Matteo Granelli"], "Palazzo Vela", "bronze", ["dancers"], None),
    "Porta Palazzo Crowd": (
        ["Matteo Granelli"],
        "Palazzo Vela",
        "oil on canvas",
        ["the market"],
        None,
    ),
    "Mother with Lantern": (
        ["Chiara Bosi"],
        "Pinacoteca Sant'Orsola",
        "oil on canvas",
        ["mothers and children"],
        None,
    ),
    "Venetian Mirror": (["Chiara Bosi"], "Galerie Vauban", "mixed media", ["Venice"], None),
    "Orange Grove at Noon": (
        ["Rafael Olmedo"],
        "Museo de la Alameda",
        "oil on canvas",
        ["gardens", "harvest"],
        None,
    ),
    "Guadalquivir Glare": (
        ["Rafael Olmedo"],
        "Museo de la Alameda",
        "oil on canvas",
        ["Seville"],
        None,
    ),
    "Feria Lanterns": (
        ["Rafael Olmedo"],
        "Museo Tapatío",
        "oil on canvas",
        ["dancers", "the night sky"],
        "Sofía Arrieta",
    ),
    "Rotor III": (["Inés Zubiaurre"], "Bilbao Ironworks Gallery", "welded steel", [], None),
    "Wind Engine for Nervión": (
        ["Inés Zubiaurre"],
        "Bilbao Ironworks Gallery",
        "welded steel",
        [],
        "Sofía Arrieta",
    ),
    "Pendulum Field": (["Inés Zubiaurre"], "Galerie Mont-Royal", "welded steel", [], None),
    "Slag Vessel": (["Aitor Larrea"], "Bilbao Ironworks Gallery", "glazed stoneware", [], None),
    "Furnace Bowl II": (
        ["Aitor Larrea"],
        "Kamogawa Art Hall",
        "glazed stoneware",
        [],
        "Okabe Family Trust",
    ),
    "Counterweight": (
        ["Inés Zubiaurre", "Aitor Larrea"],
        "Naniwa Museum of Modern Art",
        "welded steel",
        [],
        None,
    ),
    "Moon over Kamo River": (
        ["Sayo Ichikawa"],
        "Kamogawa Art Hall",
        "woodblock print",
        ["the night sky", "Kyoto"],
        "Okabe Family Trust",
    ),
    "Lantern Alley": (["Sayo Ichikawa"], "Kamogawa Art Hall", "woodblock print", ["Kyoto"], None),
    "Owl Hour": (
        ["Sayo Ichikawa"],
        "Bryggen Kunsthall",
        "woodblock print",
        ["the night sky"],
        None,
    ),
    "Neon Tide": (
        ["Ren Tadokoro"],
        "Naniwa Museum of Modern Art",
        "mixed media",
        ["the sea", "the night sky"],
        None,
    ),
    "Spinning Dusk": (["Ren Tadokoro"], "Naniwa Museum of Modern Art", "welded steel", [], None),
    "Ash Glaze Jar": (["Kaito Umezu"], "Kamogawa Art Hall", "glazed stoneware", [], None),
    "Cracked Moon Vessel": (
        ["Kaito Umezu"],
        "Casa de los Alebrijes",
        "glazed stoneware",
        ["the night sky"],
        None,
    ),
    "Market of the Seven Moles": (
        ["Xochitl Ramírez Luna"],
        "Casa de los Alebrijes",
        "oil on canvas",
        ["the market", "Oaxaca"],
        None,
    ),
    "Huipil Constellation": (
        ["Xochitl Ramírez Luna"],
        "Casa de los Alebrijes",
        "woven wool",
        ["the night sky"],
        None,
    ),
    "Corn Mother": (
        ["Xochitl Ramírez Luna"],
        "Museo Tapatío",
        "oil on canvas",
        ["harvest", "mothers and children"],
        "Sofía Arrieta",
    ),
    "Plaza Dancers": (["Emiliano Barragán"], "Museo Tapatío", "oil on canvas", ["dancers"], None),
    "Tlaquepaque Afternoon": (
        ["Emiliano Barragán"],
        "Museo Tapatío",
        "watercolour",
        ["Guadalajara"],
        None,
    ),
    "Black Clay Choir": (
        ["Dolores Ixta"],
        "Casa de los Alebrijes",
        "glazed stoneware",
        [],
        None,
    ),
    "Jaguar Urn": (
        ["Dolores Ixta"],
        "Naniwa Museum of Modern Art",
        "glazed stoneware",
        [],
        "Arthur Pennington",
    ),
    "Aurora over Bryggen": (
        ["Sigrid Haugland"],
        "Bryggen Kunsthall",
        "oil on canvas",
        ["the night sky", "Bergen"],
        "Ingrid Solberg",
    ),
    "Fjord Lamp": (["Sigrid Haugland"], "Bryggen Kunsthall", "oil on canvas", ["the sea"], None),
    "Polar Night Study": (
        ["Sigrid Haugland"],
        "Museu Ribeira",
        "watercolour",
        ["the night sky"],
        None,
    ),
    "Herring Fleet": (
        ["Torvald Eikrem"],
        "Bryggen Kunsthall",
        "oil on canvas",
        ["ships", "the sea"],
        None,
    ),
    "Wharf in Sleet": (
        ["Torvald Eikrem"],
        "Kade Kunsthuis",
        "oil on canvas",
        ["Bergen", "storms"],
        None,
    ),
    "Ribeira at First Light": (
        ["Beatriz Covilhã"],
        "Museu Ribeira",
        "oil on canvas",
        ["Porto"],
        "Fundação Quintela",
    ),
    "Tiled Garden": (["Beatriz Covilhã"], "Museu Ribeira", "watercolour", ["gardens"], None),
    "Rabelo Boats": (
        ["Duarte Meireles"],
        "Museu Ribeira",
        "oil on canvas",
        ["ships", "Porto"],
        "Fundação Quintela",
    ),
    "Atlantic Squall": (
        ["Duarte Meireles"],
        "Museo de la Alameda",
        "oil on canvas",
        ["storms", "the sea"],
        None,
    ),
    "Mobile for Saint-Laurent": (
        ["Élise Gagnon-Roy"],
        "Galerie Mont-Royal",
        "welded steel",
        [],
        None,
    ),
    "Spinning Snow": (["Élise Gagnon-Roy"], "Galerie Mont-Royal", "mixed media", ["storms"], None),
    "Quilted Winter": (
        ["Marc-André Thibodeau"],
        "Galerie Mont-Royal",
        "woven wool",
        [],
        "Marguerite Lenoir",
    ),
    "Tapestry of the Old Port": (
        ["Marc-André Thibodeau"],
        "Musée des Tisserands",
        "woven wool",
        ["Montreal"],
        None,
    ),
    "Calanque Glow": (
        ["Apolline Ravel"],
        "Galerie Vauban",
        "oil on canvas",
        ["the sea"],
        "Bernard Lacombe",
    ),
    "Baroque Fish Market": (
        ["Apolline Ravel"],
        "Galerie Vauban",
        "oil on canvas",
        ["the market", "Marseille"],
        None,
    ),
    "Mother at the Window": (
        ["Nour Belkacem"],
        "Galerie Vauban",
        "oil on canvas",
        ["mothers and children"],
        None,
    ),
    "Vieux-Port Vendors": (
        ["Nour Belkacem"],
        "Musée des Tisserands",
        "gelatin silver photograph",
        ["the market", "Marseille"],
        None,
    ),
    "Gilded Still Life with Lobster": (
        ["Hendrik Stoop"],
        "Domtoren Collection",
        "oil on canvas",
        [],
        "Helena van Riel",
    ),
    "Dom Tower in Thunder": (
        ["Hendrik Stoop"],
        "Domtoren Collection",
        "oil on canvas",
        ["Utrecht", "storms"],
        None,
    ),
}
# Exhibition -> (hosting museum, year, works shown)
EXHIBITIONS = {
    "Light on Water": (
        "Museu Ribeira",
        "2019",
        [
            "Low Tide Light",
            "Ribeira at First Light",
            "Calanque Glow",
            "Fjord Lamp",
            "Guadalquivir Glare",
        ],
    ),
    "Nocturnes: Art After Dark": (
        "Kamogawa Art Hall",
        "2021",
        [
            "Moon over Kamo River",
            "Owl Hour",
            "Neon Tide",
            "Aurora over Bryggen",
            "Polar Night Study",
            "Night Tugboat",
        ],
    ),
    "Ports and Passages": (
        "Kade Kunsthuis",
        "2018",
        [
            "Cranes over the Maas",
            "Harbour Cranes No. 4",
            "Rabelo Boats",
            "Herring Fleet",
            "Pilot Boat",
            "Harbour Cycle",
        ],
    ),
    "Threads of the Americas": (
        "Museo Tapatío",
        "2022",
        ["Huipil Constellation", "Quilted Winter", "Red Thread Cartography", "Corn Mother"],
    ),
    "Metal in Motion": (
        "Bilbao Ironworks Gallery",
        "2017",
        [
            "Rotor III",
            "Wind Engine for Nervión",
            "Pendulum Field",
            "Mobile for Saint-Laurent",
            "Spinning Dusk",
            "Counterweight",
        ],
    ),
    "Earth and Fire": (
        "Casa de los Alebrijes",
        "2020",
        [
            "Slag Vessel",
            "Furnace Bowl II",
            "Ash Glaze Jar",
            "Cracked Moon Vessel",
            "Black Clay Choir",
            "Jaguar Urn",
        ],
    ),
    "The Market Square": (
        "Galerie Vauban",
        "2019",
        [
            "Baroque Fish Market",
            "Vieux-Port Vendors",
            "Market of the Seven Moles",
            "Porta Palazzo Crowd",
        ],
    ),
    "Baroque Returns": (
        "Palazzo Vela",
        "2016",
        [
            "The Gilded Procession",
            "Allegory of the Two Towers",
            "Gilded Still Life with Lobster",
            "Calanque Glow",
        ],
    ),
    "Mothers and Daughters": (
        "Pinacoteca Sant'Orsola",
        "2023",
        ["Mother with Lantern", "Corn Mother", "Mother at the Window"],
    ),
    "Storm Season": (
        "Domtoren Collection",
        "2021",
        [
            "Saint Petronius in Storm",
            "Wharf in Sleet",
            "Atlantic Squall",
            "Dom Tower in Thunder",
            "Spinning Snow",
        ],
    ),
}
YEARS = [str(y) for y in range(2014, 2026)]

# Filler vocabulary (no filler name it makes is a hand-written name).
FIRST_NAMES = [
    "Agnes",
    "Bruno",
    "Camila",
    "Dirk",
    "Estela",
    "Felix",
    "Greta",
    "Hugo",
    "Ilse",
    "Joaquim",
    "Kenji",
    "Lotte",
    "Mireia",
    "Nils",
    "Oriane",
    "Paolo",
    "Rosalind",
    "Tomás",
    "Ulla",
    "Yusuf",
]
LAST_NAMES = [
    "Aalders",
    "Bianchetti",
    "Castellví",
    "Dufresne",
    "Engström",
    "Fukuda",
    "Gallardo",
    "Hoekstra",
    "Ibarra",
    "Jourdain",
    "Kvamme",
    "Lemaire",
    "Moretto",
    "Nakagawa",
    "Orozco",
    "Pacheco",
]
FILLER_DONORS = [
    "Gerrit Blom",
    "Fondazione Lerici",
    "Amalia Ortega de Paz",
    "the Whitcombe Bequest",
    "Sanne Kuiper",
    "Haruki Moriyama",
    "Société des Amis du Rhône",
]
TITLE_ADJECTIVES = [
    "Blue",
    "Quiet",
    "Broken",
    "Late",
    "Yellow",
    "Hollow",
    "Scarlet",
    "Distant",
    "Folded",
    "Sleeping",
    "Bright",
    "Grey",
    "Northern",
    "Copper",
]
TITLE_NOUNS = [
    "Orchard",
    "Staircase",
    "Courtyard",
    "Bridge",
    "Window",
    "Figure",
    "Vessel",
    "Horizon",
    "Chair",
    "Shore",
    "Procession",
    "Field",
    "Lamp",
    "Doorway",
]
SHOW_TITLES = [
    "New Acquisitions",
    "Between the Wars",
    "Surface and Depth",
    "The Collector's Eye",
    "Small Worlds",
    "Open Studio",
    "Paper Trails",
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    # Facts are written by name first; every name becomes an opaque id at the end.
    facts: list[tuple[str, str, str]] = []
    for city, country in CITIES.items():
        facts.append((city, COUNTRY, country))
    for museum, (city, director) in MUSEUMS.items():
        facts += [(museum, LOCATED_IN, city), (museum, DIRECTOR, director)]
    for artist, (birthplace, movements, teacher) in ARTISTS.items():
        facts.append((artist, BIRTHPLACE, birthplace))
        facts += [(artist, MOVEMENT, m) for m in movements]
        if teacher is not None:
            facts.append((artist, TEACHER, teacher))
    for work, (artists, museum, medium, subjects, donor) in WORKS.items():
        facts += [(work, CREATED_BY, a) for a in artists]
        facts += [(work, HELD_AT, museum), (work, MEDIUM, medium)]
        facts += [(work, SUBJECT, s) for s in subjects]
        if donor is not None:
            facts.append((work, DONOR, donor))
    for show, (museum, year, works) in EXHIBITIONS.items():
        facts += [(museum, VENUE, show), (show, YEAR, year)]
        facts += [(show, INCLUDES, w) for w in works]

    # Filler artists: born in one of the cities, one or two movements, a third of them
    # trained by a hand-written artist.
    full_names = [f"{f} {last}" for f in FIRST_NAMES for last in LAST_NAMES]
    rng.shuffle(full_names)
    filler_artists = full_names[:26]
    hand_artists = sorted(ARTISTS)
    cities = sorted(CITIES)
    for artist in filler_artists:
        facts.append((artist, BIRTHPLACE, rng.choice(cities)))
        facts += [(artist, MOVEMENT, m) for m in rng.sample(MOVEMENTS, rng.randint(1, 2))]
        if rng.random() < 0.3:
            facts.append((artist, TEACHER, rng.choice(hand_artists)))

    # Filler works by filler artists, spread over every museum.
    titles = [f"{a} {n}" for a in TITLE_ADJECTIVES for n in TITLE_NOUNS]
    rng.shuffle(titles)
    filler_works = titles[:112]
    museums = sorted(MUSEUMS)
    subjects = THEMES + cities
    donors = FILLER_DONORS + sorted({d for *_, d in WORKS.values() if d is not None})
    for work in filler_works:
        for artist in rng.sample(filler_artists, 1 if rng.random() < 0.93 else 2):
            facts.append((work, CREATED_BY, artist))
        facts += [(work, HELD_AT, rng.choice(museums)), (work, MEDIUM, rng.choice(MEDIA))]
        if rng.random() < 0.55:
            facts.append((work, SUBJECT, rng.choice(subjects)))
        if rng.random() < 0.22:
            facts.append((work, DONOR, rng.choice(donors)))

    # Filler exhibitions of filler works.
    for show in SHOW_TITLES:
        facts += [(rng.choice(museums), VENUE, show), (show, YEAR, rng.choice(YEARS))]
        facts += [(show, INCLUDES, w) for w in rng.sample(filler_works, rng.randint(3, 6))]

    return name_facts(facts, rng, range(10000, 99999), lambda n: f"Q{n}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
