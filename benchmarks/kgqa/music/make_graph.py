"""Build the `music` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional music scene: bands with their members, the city each band formed in, its genres
and the festivals it headlined; each musician's instruments and hometown; albums with their
band, record label, producers and the studio they were recorded at; where studios and
festivals are, and which labels belong to a parent label. Band, musician, album, label,
producer and festival names are invented (a few studio names are real; their facts are not).
Eleven named bands, their members and albums are written by hand below; a seeded generator
adds filler bands, musicians and albums around them. Re-running the script rewrites the same
files.

    python benchmarks/kgqa/music/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

MEMBER = "https://tunes.example.com/vocab/memberOf"
ARTIST = "ALB_ARTIST"
LABEL = "rec.lbl"
PRODUCER = "prod"
STUDIO = "cut at"
STUDIO_CITY = "studio.location.city"
FORMED = "formedIn"
HOMETOWN = "orig"
PLAYS = "INSTR"
GENRE = "music.artist.genre"
HEADLINED = "HEADLINED"
FESTIVAL_CITY = "takes place in"
PARENT = "parentLabel"

CITIES = [
    "Manchester", "London", "Salford", "Liverpool", "Dublin", "Glasgow", "Bristol",
    "Brighton", "Leicester", "Seattle", "Nashville", "Austin", "Los Angeles", "New York",
    "Berlin", "Hamburg", "Stockholm", "Gothenburg", "Reykjavik", "Montreal", "Toronto",
    "Melbourne", "Lagos", "Accra", "Kingston", "Detroit", "Memphis",
]  # fmt: skip
GENRES = [
    "indie rock", "britpop", "grunge", "folk rock", "synth-pop", "post-punk", "shoegaze",
    "alt-country", "hip hop", "reggae", "afrobeat", "jazz fusion", "metal", "electronic",
    "dream pop",
]  # fmt: skip
INSTRUMENTS = [
    "vocals", "guitar", "bass guitar", "drums", "keyboards", "synthesizer", "violin",
    "saxophone", "trumpet", "cello", "banjo", "turntables",
]  # fmt: skip
PARENT_LABELS = {
    "Northern Sky Records": "Atlas Music Group",
    "Halcyon Music": "Atlas Music Group",
    "Greyhound Records": "Atlas Music Group",
    "Paper Moon": "Blackbird Recordings",
    "Kingfisher Sound": "Solstice Records",
    "Lagos Groove": "Solstice Records",
}
LABELS = [
    "Northern Sky Records", "Halcyon Music", "Sub Rosa Records", "Blackbird Recordings",
    "Ironclad Records", "Paper Moon", "Kingfisher Sound", "Greyhound Records",
    "Solstice Records", "Lagos Groove", "Fjord Records",
]  # fmt: skip
STUDIOS = {
    "Eastcote Studios": "London",
    "Blackwing Sound": "London",
    "Hansa Tonstudio": "Berlin",
    "Sunset Sound": "Los Angeles",
    "Electric Lady": "New York",
    "RCA Studio B": "Nashville",
    "Sonic Ranch": "Austin",
    "Greenhouse Studios": "Reykjavik",
    "Polar Studios": "Stockholm",
    "Strawberry Studios": "Manchester",
    "Tuff Gong Studio": "Kingston",
    "Bad Animals": "Seattle",
}
FESTIVALS = {
    "Riverbank Festival": "Bristol",
    "Northern Lights Fest": "Reykjavik",
    "Harbourside Live": "Liverpool",
    "Lone Star Jam": "Austin",
    "Spree Open Air": "Berlin",
    "Midsummer Sounds": "Stockholm",
    "Felabration Weekend": "Lagos",
    "Rebel Salute Fest": "Kingston",
    "Foxfire Festival": "Melbourne",
    "Emerald Isle Fest": "Dublin",
    "Cascadia Sound": "Seattle",
}
# producers who play in no band here -> hometown
PRODUCERS = {
    "Marcus Hale": "London",
    "Rick Dalton": "Los Angeles",
    "Sade Adeyemi": "Lagos",
    "Dee Montgomery": "New York",
    "Ingrid Solvang": "Reykjavik",
    "Hiro Tanaka": "Los Angeles",
}

# band: (formed in, genres, festivals headlined, {member: (hometown, instruments)},
#        {album: (label, producers, studio)})
BANDS = {
    "The Velvet Foxes": (
        "Manchester", ["indie rock", "britpop"], ["Riverbank Festival", "Harbourside Live"],
        {"Liam Carter": ("Salford", ["vocals", "guitar"]), "Jess Okafor": ("London", ["bass guitar"]),
         "Danny Reilly": ("Dublin", ["drums"]), "Priya Shah": ("Leicester", ["keyboards"])},
        {"Neon Harbour": ("Northern Sky Records", ["Marcus Hale"], "Eastcote Studios"),
         "Foxglove": ("Northern Sky Records", ["Liam Carter"], "Strawberry Studios"),
         "Paper Crowns": ("Halcyon Music", ["Nina Berg", "Marcus Hale"], "Hansa Tonstudio")},
    ),
    "Foxhole": (
        "Seattle", ["grunge", "metal"], ["Cascadia Sound"],
        {"Kurt Lindgren": ("Seattle", ["vocals", "guitar"]), "Tara Boone": ("Seattle", ["bass guitar"]),
         "Mo Reyes": ("Los Angeles", ["drums"])},
        {"Dead Air": ("Sub Rosa Records", ["Rick Dalton"], "Bad Animals"),
         "Rust Belt Lullabies": ("Ironclad Records", ["Rick Dalton"], "Electric Lady")},
    ),
    "Saltwater Kings": (
        "Brighton", ["folk rock", "alt-country"], ["Riverbank Festival", "Emerald Isle Fest"],
        {"Ellie Marsh": ("Brighton", ["vocals", "violin"]), "Tom Whitby": ("Bristol", ["guitar", "banjo"]),
         "Cormac Doyle": ("Dublin", ["cello"]), "Sam Price": ("Brighton", ["drums"])},
        {"Low Tide Hymns": ("Paper Moon", ["Owen Price"], "Blackwing Sound"),
         "Kingfisher": ("Kingfisher Sound", ["Nina Berg"], "RCA Studio B")},
    ),
    "Harbour Lights": (
        "Liverpool", ["synth-pop", "dream pop"], ["Harbourside Live", "Northern Lights Fest"],
        {"Zoe Quinn": ("Liverpool", ["vocals", "synthesizer"]),
         "Adam Fenwick": ("Liverpool", ["keyboards", "synthesizer"]), "Lena Voss": ("Berlin", ["drums"])},
        {"Neon Tides": ("Halcyon Music", ["Tobias Kranz"], "Hansa Tonstudio"),
         "Glass City": ("Greyhound Records", ["Tobias Kranz"], "Polar Studios"),
         "Harbour Lights": ("Halcyon Music", ["Zoe Quinn"], "Eastcote Studios")},
    ),
    "Stahlwerk": (
        "Berlin", ["electronic", "post-punk"], ["Spree Open Air"],
        {"Tobias Kranz": ("Hamburg", ["synthesizer", "turntables"]), "Greta Hoff": ("Berlin", ["vocals"]),
         "Jonas Becker": ("Hamburg", ["bass guitar"])},
        {"Eisen": ("Fjord Records", ["Tobias Kranz"], "Hansa Tonstudio"),
         "Nachtzug": ("Fjord Records", ["Tobias Kranz", "Nina Berg"], "Hansa Tonstudio")},
    ),
    "Midnight Fjord": (
        "Stockholm", ["dream pop", "shoegaze"], ["Midsummer Sounds", "Northern Lights Fest"],
        {"Nina Berg": ("Gothenburg", ["vocals", "guitar"]), "Elias Lund": ("Stockholm", ["bass guitar"]),
         "Freja Holm": ("Stockholm", ["drums", "keyboards"])},
        {"Pale Aurora": ("Fjord Records", ["Nina Berg"], "Polar Studios"),
         "Snowblind": ("Blackbird Recordings", ["Marcus Hale"], "Greenhouse Studios")},
    ),
    "Lagos Sunrise Collective": (
        "Lagos", ["afrobeat", "jazz fusion"], ["Felabration Weekend", "Riverbank Festival"],
        {"Tunde Adebayo": ("Lagos", ["saxophone"]), "Funmi Okoro": ("Lagos", ["vocals"]),
         "Kwame Mensah": ("Accra", ["trumpet"]), "Jide Bello": ("Lagos", ["drums", "bass guitar"])},
        {"Eko Nights": ("Lagos Groove", ["Sade Adeyemi"], "Electric Lady"),
         "Third Mainland": ("Lagos Groove", ["Sade Adeyemi"], "Tuff Gong Studio")},
    ),
    "Yard Prophets": (
        "Kingston", ["reggae", "hip hop"], ["Rebel Salute Fest"],
        {"Delroy Campbell": ("Kingston", ["vocals"]), "Marcia Brown": ("Kingston", ["bass guitar"]),
         "Junior Grant": ("Kingston", ["turntables", "keyboards"])},
        {"Trench Town Skyline": ("Solstice Records", ["Sade Adeyemi"], "Tuff Gong Studio"),
         "Island Pressure": ("Kingfisher Sound", ["Rick Dalton"], "Tuff Gong Studio")},
    ),
    "Lone Pine Revival": (
        "Austin", ["alt-country", "folk rock"], ["Lone Star Jam"],
        {"Wade Harlan": ("Austin", ["vocals", "guitar"]), "Lacey Hollis": ("Nashville", ["banjo", "violin"]),
         "Earl Dupree": ("Memphis", ["bass guitar"]), "Ruby Sinclair": ("Nashville", ["drums"])},
        {"Dust & Bourbon": ("Greyhound Records", ["Owen Price"], "Sonic Ranch"),
         "Cottonwood": ("Blackbird Recordings", ["Wade Harlan"], "RCA Studio B")},
    ),
    "Motor City Ghosts": (
        "Detroit", ["post-punk", "metal"], ["Cascadia Sound", "Lone Star Jam"],
        {"Vince Kowalski": ("Detroit", ["vocals", "guitar"]), "Andre Fields": ("Detroit", ["drums"]),
         "Kat Malone": ("Toronto", ["bass guitar"])},
        {"Assembly Line": ("Ironclad Records", ["Rick Dalton"], "Electric Lady"),
         "Ghost Shift": ("Sub Rosa Records", ["Marcus Hale"], "Sunset Sound")},
    ),
    "Maple & Smoke": (
        "Montreal", ["indie rock", "dream pop"], ["Foxfire Festival"],
        {"Claire Tremblay": ("Montreal", ["vocals", "keyboards"]), "Luc Gagnon": ("Montreal", ["guitar"]),
         "Owen Price": ("Melbourne", ["drums"])},
        {"Winter Carnival": ("Paper Moon", ["Owen Price"], "Greenhouse Studios"),
         "Velvet Static": ("Sub Rosa Records", ["Nina Berg"], "Sunset Sound")},
    ),
}  # fmt: skip

BAND_WORDS = (
    ["Silver", "Hollow", "Crimson", "Golden", "Broken", "Wild", "Lunar", "Glass", "Iron", "Paper"],
    ["Wolves", "Parade", "Machines", "Choir", "Satellites", "Rivers", "Lanterns", "Echoes",
     "Sparrows", "Engines"],
)  # fmt: skip
ALBUM_WORDS = (
    ["Summer", "Quiet", "Distant", "Burning", "Sleeping", "Open", "Last", "Northern", "Blue"],
    ["Hours", "Letters", "Skies", "Motel", "Tapes", "Water", "Light", "Roads", "Gardens"],
)  # fmt: skip
FIRST_NAMES = [
    "Alex", "Ben", "Chloe", "Dara", "Eve", "Finn", "Gus", "Hana", "Isla", "Jake", "Kara",
    "Leo", "Maya", "Nils", "Olga", "Pete", "Rosa", "Theo", "Uma", "Vik", "Will", "Yara",
]  # fmt: skip
SURNAMES = [
    "Abbott", "Blake", "Cruz", "Dunn", "Ellis", "Frost", "Greer", "Hart", "Irving", "Jensen",
    "Kemp", "Lowe", "Mercer", "Nash", "Oakley", "Pike", "Quill", "Rowe", "Stone", "Vance",
]  # fmt: skip


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(1977)
    keys = EntityKeys()
    facts: list[tuple[str, str, str]] = []

    def city(name: str) -> str:
        return keys.key("city", name)

    def person(name: str) -> str:
        return keys.key("person", name)

    for name, town in STUDIOS.items():
        facts.append((keys.key("studio", name), STUDIO_CITY, city(town)))
    for name, town in FESTIVALS.items():
        facts.append((keys.key("festival", name), FESTIVAL_CITY, city(town)))
    for name, parent in PARENT_LABELS.items():
        facts.append((keys.key("label", name), PARENT, keys.key("label", parent)))
    for name, town in PRODUCERS.items():
        facts.append((person(name), HOMETOWN, city(town)))

    def band(
        name: str,
        formed: str,
        genres: list[str],
        festivals: list[str],
        members: dict[str, tuple[str, list[str]]],
        albums: dict[str, tuple[str, list[str], str]],
    ) -> None:
        b = keys.key("band", name)
        facts.append((b, FORMED, city(formed)))
        facts.extend((b, GENRE, keys.key("genre", g)) for g in genres)
        facts.extend((b, HEADLINED, keys.key("festival", f)) for f in festivals)
        for member, (town, instruments) in members.items():
            facts.append((person(member), MEMBER, b))
            facts.append((person(member), HOMETOWN, city(town)))
            facts.extend((person(member), PLAYS, keys.key("instrument", i)) for i in instruments)
        for album, (label, producers, studio) in albums.items():
            a = keys.key("album", album)
            facts.append((a, ARTIST, b))
            facts.append((a, LABEL, keys.key("label", label)))
            facts.extend((a, PRODUCER, person(p)) for p in producers)
            facts.append((a, STUDIO, keys.key("studio", studio)))

    for name, row in BANDS.items():
        band(name, *row)

    # Filler bands: names, members and albums drawn from word lists, each name used once.
    band_names = [f"{a} {b}" for a in BAND_WORDS[0] for b in BAND_WORDS[1]]
    album_names = [f"{a} {b}" for a in ALBUM_WORDS[0] for b in ALBUM_WORDS[1]]
    people = [f"{a} {b}" for a in FIRST_NAMES for b in SURNAMES]
    rng.shuffle(band_names)
    rng.shuffle(album_names)
    rng.shuffle(people)
    producers = [*sorted(PRODUCERS), "Nina Berg", "Tobias Kranz", "Owen Price"]
    festival_names = sorted(FESTIVALS)
    for name in band_names[:28]:
        members = {
            people.pop(): (rng.choice(CITIES), rng.sample(INSTRUMENTS, rng.choice([1, 1, 2])))
            for _ in range(rng.choice([2, 3, 3, 4]))
        }
        albums = {
            album_names.pop(): (
                rng.choice(LABELS),
                rng.sample(producers, rng.choice([1, 1, 2])),
                rng.choice(sorted(STUDIOS)),
            )
            for _ in range(rng.choice([1, 1, 2]))
        }
        band(
            name,
            rng.choice(CITIES),
            rng.sample(GENRES, rng.choice([1, 2])),
            rng.sample(festival_names, rng.choice([0, 1, 1, 2])),
            members,
            albums,
        )
    return with_opaque_ids(facts, keys, rng, range(0x10000, 0x100000), "m.0{:05x}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
