"""Build the `theatre` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional theatre world: plays with their playwrights and characters; productions (named
"play (theatre, year)") with the play they stage, their theatre, directors, cast, the company
that mounted them and the festival they were part of; actors with the characters they have
played; theatres and companies with their city and a company's home stage; festivals with
their host city; people with the drama school they trained at. Plays, people, companies,
theatres, festivals and schools are invented (the cities are real; their facts are not). The
named plays, productions and people are written by hand below; a seeded generator adds filler
plays, people and productions around them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/theatre/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

WRITER = "penned_by"
PLAY = "PROD_OF"
THEATRE = "staged at"
DIRECTOR = "dirBy"
CAST = "http://stage.example.net/o#castMember"
ROLE = "ROLE"
APPEARS = "character.appears_in"
COMPANY = "mounted_by"
THEATRE_CITY = "venue.city"
COMPANY_CITY = "base"
FESTIVAL = "fest"
HOST = "hostCity"
HOME = "home stage"
SCHOOL = "alma"

THEATRES = {
    "Lyric Hall": "London",
    "Riverside Studio Theatre": "London",
    "The Wilde Playhouse": "Dublin",
    "Old Granary Theatre": "Edinburgh",
    "Corn Exchange Stage": "Manchester",
    "Harbour Street Theatre": "Glasgow",
    "Teatro Quintana": "Madrid",
    "Kammerbühne Nord": "Hamburg",
    "The Crucible Room": "Sheffield",
    "Théâtre des Lilas": "Paris",
    "Teatr Nowy Świt": "Kraków",
    "Majestic on Main": "New York",
    "The Tin Roof": "Melbourne",
    "Galway Arts Stage": "Galway",
}
# company: (base city, home stage or "")
COMPANIES = {
    "Hartwell Repertory": ("London", "Lyric Hall"),
    "Salt & Sea Players": ("Glasgow", "Harbour Street Theatre"),
    "Northern Lamp Theatre Co.": ("Manchester", "Corn Exchange Stage"),
    "Abbeygate Ensemble": ("Dublin", "The Wilde Playhouse"),
    "Compañía Puerta Siete": ("Madrid", "Teatro Quintana"),
    "Ensemble Nord": ("Hamburg", "Kammerbühne Nord"),
    "Granary Players": ("Edinburgh", "Old Granary Theatre"),
    "Tin Roof Collective": ("Melbourne", "The Tin Roof"),
    "Crucible Touring": ("Sheffield", ""),
    "Compagnie des Lilas": ("Paris", "Théâtre des Lilas"),
    "Westgate Players": ("Galway", "Galway Arts Stage"),
}
FESTIVALS = {
    "Firth Stage Festival": "Edinburgh",
    "Dublin Lantern Festival": "Dublin",
    "Madrid Nights Festival": "Madrid",
    "Festival des Remparts": "Avignon",
    "Melbourne Fringe Week": "Melbourne",
    "Kraków Spring Stage": "Kraków",
}
SCHOOLS = [
    "Royal Conservatoire of the North", "Lyric School of Drama", "Abbey Drama Academy",
    "Escuela Quintana", "Hamburger Schauspielschule", "Melbourne Actors' Lab",
]  # fmt: skip
# play: (playwrights, characters)
PLAYS = {
    "The Salt Widow": (["Margaret Okafor"], ["Widow Marrow", "Captain Teague", "Elsie Marrow"]),
    "Lanterns on the Water": (["Margaret Okafor"], ["Ada Quill", "The Ferryman"]),
    "A Quiet Harbour": (["Niamh Delaney"], ["Nora Fenwick", "Tom Fenwick"]),
    "Winter at Kessock": (["Niamh Delaney"], ["Morag", "Ewan"]),
    "Glass Orchard": (["Tobias Wilde"], ["Lord Ashby", "Clara Ashby"]),
    "The Wilde Hunt": (["Imogen Crane"], ["Huntsman Grey", "Lady Vell"]),
    "Crane's Lament": (["Samuel Achebe"], ["Ezinne", "The Magistrate"]),
    "Ironbridge": (["Elsa Brandt"], ["Wilhelm Haas", "Greta Haas"]),
    "The Clockmaker's Daughter": (["Elsa Brandt", "Hugo Ferrier"], ["Lotte", "The Clockmaker"]),
    "Seven Doors": (["Rafael Quintero"], ["Inés", "The Porter"]),
    "The Porter's Song": (["Rafael Quintero"], ["Tito", "Doña Amparo"]),
    "Red Ledger": (["Yasmin Haddad"], ["Layla", "Inspector Farouk"]),
    "Paper Crowns": (["Piotr Zelenski"], ["King Bolesław", "The Jester"]),
}
# person: drama school
ALMA = {
    "Niamh Delaney": "Abbey Drama Academy",
    "Declan Roe": "Abbey Drama Academy",
    "Priya Castellan": "Lyric School of Drama",
    "Malik Osei": "Lyric School of Drama",
    "Sean Fenwick": "Royal Conservatoire of the North",
    "Fiona Strachan": "Royal Conservatoire of the North",
    "Greta Haase": "Hamburger Schauspielschule",
    "Jens Vogel": "Hamburger Schauspielschule",
    "Beatriz Lozano": "Escuela Quintana",
    "Rosalind Ashby": "Lyric School of Drama",
    "Tobias Wilde": "Lyric School of Drama",
    "Margaret Okafor": "Royal Conservatoire of the North",
    "Amara Nwosu": "Melbourne Actors' Lab",
}
# production: (play, theatre, year, directors, [(actor, character)], company, festival)
PRODUCTIONS: list[tuple[str, str, int, list[str], list[tuple[str, str]], str, str]] = [
    ("The Salt Widow", "Harbour Street Theatre", 2017, ["Fiona Strachan"],
     [("Priya Castellan", "Widow Marrow"), ("Malik Osei", "Captain Teague"),
      ("Isla Munro", "Elsie Marrow")], "Salt & Sea Players", ""),
    ("The Salt Widow", "Old Granary Theatre", 2022, ["Declan Roe"],
     [("Rosalind Ashby", "Widow Marrow"), ("Sean Fenwick", "Captain Teague")],
     "Granary Players", "Firth Stage Festival"),
    ("Lanterns on the Water", "The Wilde Playhouse", 2019, ["Niamh Delaney"],
     [("Priya Castellan", "Ada Quill"), ("Declan Roe", "The Ferryman")],
     "Abbeygate Ensemble", "Dublin Lantern Festival"),
    ("A Quiet Harbour", "Galway Arts Stage", 2016, ["Niamh Delaney"],
     [("Sean Fenwick", "Tom Fenwick"), ("Orla Keane", "Nora Fenwick")],
     "Westgate Players", ""),
    ("A Quiet Harbour", "Lyric Hall", 2021, ["Marcus Hale"],
     [("Rosalind Ashby", "Nora Fenwick"), ("Malik Osei", "Tom Fenwick")],
     "Hartwell Repertory", ""),
    ("Winter at Kessock", "Harbour Street Theatre", 2020, ["Fiona Strachan", "Declan Roe"],
     [("Isla Munro", "Morag"), ("Sean Fenwick", "Ewan")], "Salt & Sea Players",
     "Firth Stage Festival"),
    ("Glass Orchard", "Lyric Hall", 2018, ["Marcus Hale"],
     [("Malik Osei", "Lord Ashby"), ("Amara Nwosu", "Clara Ashby")], "Hartwell Repertory", ""),
    ("Glass Orchard", "The Tin Roof", 2023, ["Amara Nwosu"],
     [("Kieran Doyle", "Lord Ashby"), ("Rosalind Ashby", "Clara Ashby")],
     "Tin Roof Collective", "Melbourne Fringe Week"),
    ("The Wilde Hunt", "The Wilde Playhouse", 2022, ["Declan Roe"],
     [("Kieran Doyle", "Huntsman Grey"), ("Orla Keane", "Lady Vell")], "Abbeygate Ensemble",
     "Dublin Lantern Festival"),
    ("Crane's Lament", "Riverside Studio Theatre", 2019, ["Amara Nwosu"],
     [("Malik Osei", "The Magistrate"), ("Adaeze Obi", "Ezinne")], "Crucible Touring", ""),
    ("Crane's Lament", "The Crucible Room", 2021, ["Marcus Hale"],
     [("Adaeze Obi", "Ezinne"), ("Declan Roe", "The Magistrate")], "Crucible Touring", ""),
    ("Ironbridge", "Kammerbühne Nord", 2018, ["Jens Vogel"],
     [("Greta Haase", "Greta Haas"), ("Lukas Brenner", "Wilhelm Haas")], "Ensemble Nord", ""),
    ("Ironbridge", "Corn Exchange Stage", 2023, ["Fiona Strachan"],
     [("Sean Fenwick", "Wilhelm Haas"), ("Priya Castellan", "Greta Haas")],
     "Northern Lamp Theatre Co.", ""),
    ("The Clockmaker's Daughter", "Kammerbühne Nord", 2021, ["Jens Vogel"],
     [("Greta Haase", "Lotte"), ("Lukas Brenner", "The Clockmaker")], "Ensemble Nord",
     "Festival des Remparts"),
    ("The Clockmaker's Daughter", "Théâtre des Lilas", 2022, ["Claire Dumas"],
     [("Élodie Marchand", "Lotte"), ("Lukas Brenner", "The Clockmaker")],
     "Compagnie des Lilas", "Festival des Remparts"),
    ("Seven Doors", "Teatro Quintana", 2017, ["Beatriz Lozano"],
     [("Javier Prieto", "The Porter"), ("Lucía Ferrer", "Inés")], "Compañía Puerta Siete",
     "Madrid Nights Festival"),
    ("The Porter's Song", "Teatro Quintana", 2020, ["Beatriz Lozano", "Rafael Quintero"],
     [("Javier Prieto", "Tito"), ("Lucía Ferrer", "Doña Amparo")], "Compañía Puerta Siete",
     ""),
    ("Red Ledger", "Majestic on Main", 2019, ["Marcus Hale"],
     [("Amara Nwosu", "Layla"), ("Malik Osei", "Inspector Farouk")], "Hartwell Repertory", ""),
    ("Red Ledger", "Corn Exchange Stage", 2022, ["Fiona Strachan"],
     [("Adaeze Obi", "Layla"), ("Kieran Doyle", "Inspector Farouk")],
     "Northern Lamp Theatre Co.", ""),
    ("Paper Crowns", "Teatr Nowy Świt", 2018, ["Piotr Zelenski"],
     [("Marta Wiśniewska", "The Jester"), ("Lukas Brenner", "King Bolesław")], "Ensemble Nord",
     "Kraków Spring Stage"),
    ("Paper Crowns", "Théâtre des Lilas", 2023, ["Claire Dumas"],
     [("Élodie Marchand", "The Jester")], "Compagnie des Lilas", "Kraków Spring Stage"),
]  # fmt: skip

PLAY_WORDS = (
    ["Burning", "Distant", "Borrowed", "Silent", "Crooked", "Gilded", "Hollow", "Broken",
     "Bitter", "Last", "Scarlet", "Wandering", "Sleeping", "Little"],
    ["Tenants", "Summer", "Bridge", "Ledger", "Lamp", "Mill", "Parlour", "Season", "Garden",
     "Tide", "Kingdom", "Choir", "Quarrel", "Estate", "Meadow", "Inheritance"],
)  # fmt: skip
TITLES = ["Mrs", "Doctor", "Father", "Sister", "Uncle", "Old", "Young", "Captain", "Lady"]
CHARACTER_NAMES = [
    "Pell", "Vane", "Hollis", "Tamsin", "Corrigan", "Maud", "Jory", "Bex", "Orrin", "Wick",
    "Thea", "Kember", "Sallow", "Finch", "Harrow", "Dunmore",
]  # fmt: skip
FIRST_NAMES = [
    "Aidan", "Bronagh", "Ciaran", "Daisy", "Emil", "Freya", "Gareth", "Hattie", "Ivan", "Juno",
    "Kasia", "Leon", "Maeve", "Nikhil", "Oona", "Pavel", "Rhiannon", "Stellan", "Tess", "Wen",
]  # fmt: skip
SURNAMES = [
    "Abernethy", "Byrne", "Carmody", "Dwyer", "Ellery", "Fitzgerald", "Gorman", "Hennessy",
    "Iqbal", "Jarvis", "Kowal", "Lennox", "McAllister", "Nolan", "Pryce", "Tennant",
]  # fmt: skip


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(1599)
    facts: list[tuple[str, str, str]] = []

    for theatre, city in THEATRES.items():
        facts.append((theatre, THEATRE_CITY, city))
    for company, (city, home) in COMPANIES.items():
        facts.append((company, COMPANY_CITY, city))
        if home:
            facts.append((company, HOME, home))
    for festival, city in FESTIVALS.items():
        facts.append((festival, HOST, city))
    for person, school in ALMA.items():
        facts.append((person, SCHOOL, school))

    def add_play(play: str, writers: list[str], characters: list[str]) -> None:
        facts.extend((play, WRITER, w) for w in writers)
        facts.extend((c, APPEARS, play) for c in characters)

    taken: set[str] = set()

    def add_production(
        play: str,
        theatre: str,
        year: int,
        directors: list[str],
        cast: list[tuple[str, str]],
        company: str,
        festival: str,
    ) -> bool:
        name = f"{play} ({theatre}, {year})"
        if name in taken:
            return False
        taken.add(name)
        facts.append((name, PLAY, play))
        facts.append((name, THEATRE, theatre))
        facts.extend((name, DIRECTOR, d) for d in directors)
        for actor, character in cast:
            facts.append((name, CAST, actor))
            facts.append((actor, ROLE, character))
        facts.append((name, COMPANY, company))
        if festival:
            facts.append((name, FESTIVAL, festival))
        return True

    for play, (writers, characters) in PLAYS.items():
        add_play(play, writers, characters)
    for production in PRODUCTIONS:
        add_production(*production)

    # Filler: playwrights, directors, actors, plays and productions drawn around the named ones.
    named = {p for w, _ in PLAYS.values() for p in w} | set(ALMA)
    named |= {a for p in PRODUCTIONS for a, _ in p[4]} | {d for p in PRODUCTIONS for d in p[3]}

    def people(count: int) -> list[str]:
        drawn: list[str] = []
        while len(drawn) < count:
            person = f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"
            if person not in named:
                named.add(person)
                drawn.append(person)
                if rng.random() < 0.4:
                    facts.append((person, SCHOOL, rng.choice(SCHOOLS)))
        return drawn

    writers, directors, actors = people(10), people(10), people(34)
    characters: dict[str, list[str]] = {p: c for p, (_, c) in PLAYS.items()}
    used_characters = {c for cs in characters.values() for c in cs}
    while len(characters) < len(PLAYS) + 16:
        play = f"The {rng.choice(PLAY_WORDS[0])} {rng.choice(PLAY_WORDS[1])}"
        if play in characters:
            continue
        roles: list[str] = []
        while len(roles) < rng.choice([2, 2, 3]):
            role = f"{rng.choice(TITLES)} {rng.choice(CHARACTER_NAMES)}"
            if role not in used_characters:
                used_characters.add(role)
                roles.append(role)
        characters[play] = roles
        add_play(play, rng.sample(writers, rng.choice([1, 1, 1, 2])), roles)
    plays = list(characters)
    made = 0
    while made < 58:
        play = rng.choice(plays)
        roles = characters[play]
        cast = [(rng.choice(actors), role) for role in rng.sample(roles, len(roles))]
        made += add_production(
            play,
            rng.choice(list(THEATRES)),
            rng.randint(2008, 2024),
            [rng.choice(directors)],
            cast,
            rng.choice(list(COMPANIES)),
            rng.choice(list(FESTIVALS)) if rng.random() < 0.25 else "",
        )
    return name_facts(facts, rng, range(100000), "TH-{:05d}".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
