"""Build the `frozen-film-festivals` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional world of film festivals and the films they show: festivals with their city, their
artistic director and the president of their latest jury; the prizes each festival hands out;
films with their director, cast, director of photography, production company, distributor,
language, the festival they premiered at and the prizes they won; production companies with
their parent; distributors with their country; directors, actors and cinematographers with
their film school and (for most) their birthplace; cities with their country. The cities and
countries are real; every festival, film, company and person is invented. The schema, the
countries, cities, festivals, prizes, companies, distributors, schools, languages and a core
of films and people with all their facts are written by hand below; a seeded generator
(`random.Random(7741)`) draws the filler facts and the ids. Re-running the script rewrites the
same files.

    python benchmarks/kgqa/frozen-film-festivals/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import with_opaque_ids, write_set  # noqa: E402

CITY = "ville"
COUNTRY = "ctry"
DIRECTOR = "P57"
PRODUCER = "prod_co"
PARENT = "parent co."
PREMIERE = "premiere@"
WON = "palmares"
PRIZE_OF = "verliehen_von"
CAST = "cast[]"
SCHOOL = "edu"
BORN = "b.place"
DISTRIBUTOR = "DISTRIB"
ARTISTIC_DIRECTOR = "dir_artistique"
JURY_PRESIDENT = "jury_pres"
CAMERA = "DoP"
LANGUAGE = "lang"

# country -> cities
COUNTRIES = {
    "Italy": ["Turin", "Trieste", "Bologna", "Naples"],
    "Denmark": ["Aarhus", "Copenhagen", "Odense"],
    "Spain": ["Seville", "Bilbao", "Valencia"],
    "France": ["Lyon", "Marseille", "Nantes", "Lille"],
    "Canada": ["Vancouver", "Halifax", "Montreal"],
    "South Korea": ["Daejeon", "Gwangju", "Seoul"],
    "Argentina": ["Córdoba", "Rosario", "Mendoza"],
    "Poland": ["Kraków", "Łódź", "Gdańsk"],
    "Germany": ["Dresden", "Leipzig", "Hamburg"],
    "Japan": ["Takamatsu", "Sapporo", "Fukuoka"],
}

# festival -> (city, artistic director, prizes)
FESTIVALS = {
    "Aurelia International Film Festival": (
        "Turin",
        "Giulia Ferrante",
        ["Golden Aurelia", "Aurelia Jury Prize"],
    ),
    "Northlight Film Festival": (
        "Aarhus",
        "Mikkel Dahlgaard",
        ["Northlight Award", "Northlight Audience Prize"],
    ),
    "Festival de Cine de Alcántara": (
        "Seville",
        "Inés Calatrava",
        ["Alcántara de Oro", "Premio Nuevas Miradas"],
    ),
    "Rencontres de la Saône": (
        "Lyon",
        "Anouk Delaunay",
        ["Grand Prix de la Saône", "Prix du Premier Film"],
    ),
    "Pacific Reel Festival": (
        "Vancouver",
        "Dana Whitehorse",
        ["Pacific Reel Best Feature", "Emerging Director Prize"],
    ),
    "Hanbit Film Festival": (
        "Daejeon",
        "Seo Ji-won",
        ["Hanbit Grand Prize", "New Currents Hanbit"],
    ),
    "Pampa Film Festival": ("Córdoba", "Martín Echeverry", ["Pampa de Oro", "Pampa Critics Prize"]),
    "Vistula Film Days": (
        "Kraków",
        "Agnieszka Wróbel",
        ["Golden Dragon of the Vistula", "Vistula Debut Award"],
    ),
    "Kinofest Elbe": ("Dresden", "Jonas Albrecht", ["Elbe Prize", "Elbe Documentary Award"]),
    "Setouchi Film Festival": (
        "Takamatsu",
        "Haruka Moriyama",
        ["Setouchi Wave Award", "Setouchi Special Mention"],
    ),
    "Harbourfront Shorts": (
        "Halifax",
        "Colm Brannigan",
        ["Best Short Harbourfront", "Harbourfront Youth Jury Award"],
    ),
    "Bora Film Festival": ("Trieste", "Luka Marković", ["Bora Prize", "Bora Audience Award"]),
}

# production company -> parent (None: independent)
PRODUCERS = {
    "Cinefabbrica": "Meridiana Media Group",
    "Lanterna Film": None,
    "Fjordlys Produktion": "Nordvisk Holding",
    "Kestrel Pictures": "Halcyon Entertainment",
    "Les Films du Quai": None,
    "Soleado Producciones": "Grupo Atalaya",
    "Bamboo Lantern Studio": "Halcyon Entertainment",
    "Han River Pictures": "KStar Content Group",
    "Tango Sur Cine": None,
    "Wisła Studio": None,
    "Elbflorenz Film": "Nordvisk Holding",
    "Umi no Oto Films": None,
    "Cold Harbour Films": "Halcyon Entertainment",
    "Atelier Lumière Nord": "Meridiana Media Group",
    "Pampero Films": "Grupo Atalaya",
    "Quarry Lane Productions": None,
    "Seabird Film Co-op": None,
    "Mirante Filmes": "Grupo Atalaya",
    "Blue Gate Pictures": "KStar Content Group",
    "Nachtfalter Film": None,
    "Riverlight Films": "Meridiana Media Group",
    "Tatra Pictures": None,
}

# distributor -> country
DISTRIBUTORS = {
    "Orizzonte Distribuzione": "Italy",
    "Nordic Screen": "Denmark",
    "Alta Films": "Spain",
    "Écrans Libres": "France",
    "Maple Leaf Releasing": "Canada",
    "Sunrise CineWorks": "South Korea",
    "Andes Distribución": "Argentina",
    "Kino Polska Dystrybucja": "Poland",
    "Filmwelt Verleih": "Germany",
    "Kaiyo Pictures": "Japan",
    "Global Arthouse": "France",
    "Stray Dog Releasing": "Canada",
}

SCHOOLS = [
    "Centro Sperimentale di Torino",
    "National Film School of Denmark",
    "ECAM Sevilla",
    "La Fémis Lyon",
    "Vancouver Film Institute",
    "Korean Academy of Moving Image",
    "Łódź Film School",
    "Konrad Wolf Film University",
]

LANGUAGES = [
    "Italian",
    "Danish",
    "Spanish",
    "French",
    "English",
    "Korean",
    "Polish",
    "German",
    "Japanese",
    "Portuguese",
]

# director -> (film school or None, birthplace or None)
DIRECTORS = {
    "Chiara Lombardi": ("Centro Sperimentale di Torino", "Naples"),
    "Søren Vilhelmsen": ("National Film School of Denmark", "Odense"),
    "Lucía Arrieta": ("ECAM Sevilla", "Bilbao"),
    "Théo Marchal": ("La Fémis Lyon", "Marseille"),
    "Naomi Clearwater": ("Vancouver Film Institute", "Halifax"),
    "Park Min-seo": ("Korean Academy of Moving Image", "Gwangju"),
    "Facundo Ibarra": (None, "Rosario"),
    "Zofia Kowalczyk": ("Łódź Film School", "Gdańsk"),
    "Matthias Brenner": ("Konrad Wolf Film University", "Leipzig"),
    "Aoi Takeda": (None, "Sapporo"),
    "Elena Rossetti": ("Centro Sperimentale di Torino", "Bologna"),
    "Rafael Montoya": ("ECAM Sevilla", "Buenos Aires"),
}
FILLER_DIRECTORS = [
    "Paolo Venturi",
    "Ida Kjærgaard",
    "Marta Olaizola",
    "Hugo Besson",
    "Claire Delacroix",
    "Ryan McAllister",
    "Kim Tae-hoon",
    "Valentina Sosa",
    "Piotr Zieliński",
    "Lena Hartwig",
    "Kenji Okabe",
    "Bianca Orsini",
    "Anders Holst",
    "Nuria Ferrer",
    "Julien Roussel",
    "Tessa Blackwood",
    "Lee Hye-jin",
    "Gonzalo Prieto",
    "Ewa Nowicka",
    "Felix Adler",
    "Yuki Shimizu",
    "Mateo Quiroga",
    "Camille Arnaud",
    "Oskar Lindqvist",
    "Sara Bellucci",
    "Tomás Vidal",
    "Hana Kitagawa",
    "Marek Dudek",
    "Gabriel Fontaine",
    "Rosa Benítez",
    "Jin Seo-yeon",
    "Emil Falk",
]

# actor -> (film school or None, birthplace or None)
ACTORS = {
    "Valerio Santangelo": ("Centro Sperimentale di Torino", "Naples"),
    "Freja Lund": ("National Film School of Denmark", "Copenhagen"),
    "Carmen Lozano": (None, "Valencia"),
    "Mathilde Roche": ("La Fémis Lyon", "Lille"),
    "Jonah Tremblay": (None, "Montreal"),
    "Choi Eun-ha": ("Korean Academy of Moving Image", "Seoul"),
    "Lautaro Giménez": (None, "Mendoza"),
    "Kasia Malinowska": ("Łódź Film School", "Łódź"),
    "Nils Ostermann": ("Konrad Wolf Film University", "Hamburg"),
    "Rin Nakagawa": (None, "Fukuoka"),
}
FILLER_ACTORS = [
    "Alessandro Greco",
    "Mette Rasmussen",
    "Pilar Ortega",
    "Antoine Girard",
    "Léa Fournier",
    "Owen Fraser",
    "Maya Singh-Bouchard",
    "Han Jae-won",
    "Yoon Seo-hee",
    "Diego Ferraro",
    "Julieta Paz",
    "Tomasz Bielski",
    "Magda Sikora",
    "Katrin Vogel",
    "Jannik Krüger",
    "Sota Hayashi",
    "Emi Fujiwara",
    "Giorgia Conti",
    "Rasmus Friis",
    "Álvaro Cuesta",
    "Inès Moreau",
    "Caleb Thornton",
    "Ana Luísa Prado",
    "Bruno Caetano",
    "Lucas Ferreira",
    "Nora Engel",
    "Ji-ho Baek",
    "Ximena Robles",
    "Aurélien Petit",
    "Sofie Bruun",
    "Beatriz Lemos",
    "Kacper Wolski",
    "Hiro Tanabe",
    "Serena Marchi",
    "Ellis Crowe",
]

CINEMATOGRAPHERS = [
    "Federico Amati",
    "Karsten Moe",
    "Irene Salcedo",
    "Baptiste Lemoine",
    "Ruth Okanagan",
    "Shin Dong-wook",
    "Pablo Arce",
    "Wojciech Sadowski",
    "Ulrike Brandt",
    "Takumi Ishida",
    "Marisol Vega",
    "Henrik Juul",
    "Agata Lis",
    "Maxime Caron",
    "Oliver Quaid",
    "Renata Duarte",
    "Yoshiro Kanda",
    "Ilaria Fontana",
]

# hand-written core films: title -> (directors, cast, DoP, producer, distributor, language,
# premiere festival, prizes)
CORE = {
    "The Salt Orchard": (
        ["Chiara Lombardi"],
        ["Valerio Santangelo", "Mathilde Roche"],
        "Federico Amati",
        "Cinefabbrica",
        "Orizzonte Distribuzione",
        ["Italian"],
        "Aurelia International Film Festival",
        ["Golden Aurelia", "Bora Prize"],
    ),
    "Winter Ledger": (
        ["Søren Vilhelmsen"],
        ["Freja Lund", "Nils Ostermann"],
        "Karsten Moe",
        "Fjordlys Produktion",
        "Nordic Screen",
        ["Danish", "German"],
        "Northlight Film Festival",
        ["Northlight Award"],
    ),
    "Cal y Canto": (
        ["Lucía Arrieta"],
        ["Carmen Lozano", "Lautaro Giménez"],
        "Irene Salcedo",
        "Soleado Producciones",
        "Alta Films",
        ["Spanish"],
        "Festival de Cine de Alcántara",
        ["Alcántara de Oro", "Pampa Critics Prize"],
    ),
    "Les Heures Creuses": (
        ["Théo Marchal"],
        ["Mathilde Roche"],
        "Baptiste Lemoine",
        "Les Films du Quai",
        "Écrans Libres",
        ["French"],
        "Rencontres de la Saône",
        ["Prix du Premier Film"],
    ),
    "Tidewater": (
        ["Naomi Clearwater"],
        ["Jonah Tremblay", "Owen Fraser"],
        "Ruth Okanagan",
        "Cold Harbour Films",
        "Maple Leaf Releasing",
        ["English"],
        "Harbourfront Shorts",
        ["Best Short Harbourfront", "Emerging Director Prize"],
    ),
    "Paper Lanterns at Noon": (
        ["Park Min-seo"],
        ["Choi Eun-ha", "Han Jae-won"],
        "Shin Dong-wook",
        "Han River Pictures",
        "Sunrise CineWorks",
        ["Korean"],
        "Hanbit Film Festival",
        ["Hanbit Grand Prize", "Setouchi Wave Award"],
    ),
    "El Último Tranvía": (
        ["Facundo Ibarra"],
        ["Lautaro Giménez", "Julieta Paz"],
        "Pablo Arce",
        "Tango Sur Cine",
        "Andes Distribución",
        ["Spanish"],
        "Pampa Film Festival",
        ["Pampa de Oro"],
    ),
    "Amber Road": (
        ["Zofia Kowalczyk", "Matthias Brenner"],
        ["Kasia Malinowska", "Nils Ostermann"],
        "Wojciech Sadowski",
        "Wisła Studio",
        "Kino Polska Dystrybucja",
        ["Polish", "German"],
        "Vistula Film Days",
        ["Golden Dragon of the Vistula", "Elbe Prize"],
    ),
    "Glass Harbour": (
        ["Matthias Brenner"],
        ["Nils Ostermann", "Katrin Vogel"],
        "Ulrike Brandt",
        "Elbflorenz Film",
        "Filmwelt Verleih",
        ["German"],
        "Kinofest Elbe",
        [],
    ),
    "Nagi": (
        ["Aoi Takeda"],
        ["Rin Nakagawa", "Sota Hayashi"],
        "Takumi Ishida",
        "Umi no Oto Films",
        "Kaiyo Pictures",
        ["Japanese"],
        "Setouchi Film Festival",
        ["Setouchi Special Mention"],
    ),
    "The Lighthouse Keeper's Daughters": (
        ["Elena Rossetti"],
        ["Freja Lund", "Valerio Santangelo", "Giorgia Conti"],
        "Ilaria Fontana",
        "Riverlight Films",
        "Global Arthouse",
        ["Italian", "English"],
        "Bora Film Festival",
        ["Bora Audience Award"],
    ),
    "Sombra de Toro": (
        ["Rafael Montoya"],
        ["Carmen Lozano"],
        "Marisol Vega",
        "Pampero Films",
        "Andes Distribución",
        ["Spanish"],
        "Pacific Reel Festival",
        ["Pacific Reel Best Feature"],
    ),
}

# festival -> jury president of its latest edition (directors or actors)
JURIES = {
    "Aurelia International Film Festival": "Søren Vilhelmsen",
    "Northlight Film Festival": "Chiara Lombardi",
    "Festival de Cine de Alcántara": "Mathilde Roche",
    "Rencontres de la Saône": "Park Min-seo",
    "Pacific Reel Festival": "Freja Lund",
    "Hanbit Film Festival": "Naomi Clearwater",
    "Pampa Film Festival": "Lucía Arrieta",
    "Vistula Film Days": "Théo Marchal",
    "Kinofest Elbe": "Kasia Malinowska",
    "Setouchi Film Festival": "Choi Eun-ha",
    "Harbourfront Shorts": "Aoi Takeda",
    "Bora Film Festival": "Matthias Brenner",
}

# artistic director -> film school (those with one)
CURATOR_SCHOOLS = {
    "Giulia Ferrante": "Centro Sperimentale di Torino",
    "Anouk Delaunay": "La Fémis Lyon",
    "Seo Ji-won": "Korean Academy of Moving Image",
    "Agnieszka Wróbel": "Łódź Film School",
    "Colm Brannigan": "Vancouver Film Institute",
}

WORDS_A = [
    "Silent",
    "Northern",
    "Crooked",
    "Last",
    "Hollow",
    "Burning",
    "Distant",
    "Small",
    "Bitter",
    "Quiet",
    "Second",
    "Lonely",
    "Borrowed",
    "Violet",
    "Iron",
    "Sleeping",
    "Little",
    "Drowned",
]
WORDS_B = [
    "Summer",
    "Harbour",
    "Orchard",
    "Signal",
    "Rooms",
    "Frontier",
    "Tide",
    "Garden",
    "River",
    "Mirrors",
    "Weather",
    "Orchestra",
    "Country",
    "Island",
    "Lessons",
    "Horses",
    "Bridges",
    "Letters",
    "Engines",
    "Saints",
]
FILLER_FILMS = 68


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """Return the triples (as ids) and the id -> name map."""
    rng = random.Random(7741)
    facts: list[tuple[str, str, str]] = []

    for country, cities in COUNTRIES.items():
        facts += [(c, COUNTRY, country) for c in cities]
    facts.append(("Buenos Aires", COUNTRY, "Argentina"))
    for festival, (city, curator, prizes) in FESTIVALS.items():
        facts.append((festival, CITY, city))
        facts.append((festival, ARTISTIC_DIRECTOR, curator))
        facts.append((festival, JURY_PRESIDENT, JURIES[festival]))
        facts += [(p, PRIZE_OF, festival) for p in prizes]
    facts += [(c, SCHOOL, s) for c, s in CURATOR_SCHOOLS.items()]
    facts += [(p, PARENT, g) for p, g in PRODUCERS.items() if g]
    facts += [(d, COUNTRY, c) for d, c in DISTRIBUTORS.items()]

    cities = sorted(c for cs in COUNTRIES.values() for c in cs)
    people = {**DIRECTORS, **ACTORS}
    for person in FILLER_DIRECTORS:
        people[person] = (
            rng.choice(SCHOOLS) if rng.random() < 0.7 else None,
            rng.choice(cities) if rng.random() < 0.85 else None,
        )
    for person in FILLER_ACTORS:
        people[person] = (
            rng.choice(SCHOOLS) if rng.random() < 0.45 else None,
            rng.choice(cities) if rng.random() < 0.6 else None,
        )
    for person in CINEMATOGRAPHERS:
        people[person] = (rng.choice(SCHOOLS) if rng.random() < 0.6 else None, None)
    for person, (school, born) in people.items():
        if school:
            facts.append((person, SCHOOL, school))
        if born:
            facts.append((person, BORN, born))

    films = dict(CORE)
    directors = sorted([*DIRECTORS, *FILLER_DIRECTORS])
    actors = sorted([*ACTORS, *FILLER_ACTORS])
    titles = sorted({f"The {a} {b}" for a in WORDS_A for b in WORDS_B})
    for title in rng.sample(titles, FILLER_FILMS):
        if rng.random() < 0.3:
            title = title.removeprefix("The ")
        festival = rng.choice(sorted(FESTIVALS))
        directed = rng.sample(directors, 2 if rng.random() < 0.06 else 1)
        films[title] = (
            directed,
            rng.sample(actors, rng.choice([1, 2, 2, 2, 3])),
            rng.choice(CINEMATOGRAPHERS),
            rng.choice(sorted(PRODUCERS)),
            rng.choice(sorted(DISTRIBUTORS)) if rng.random() < 0.9 else None,
            rng.sample(LANGUAGES, 2 if rng.random() < 0.12 else 1),
            festival,
            [],
        )
    # each prize also went to one or two filler films, mostly ones premiered at its festival
    filler = sorted(set(films) - set(CORE))
    for festival, (_, _, prizes) in FESTIVALS.items():
        home = [f for f in filler if films[f][6] == festival] or filler
        for prize in prizes:
            for film in rng.sample(home, min(len(home), rng.choice([1, 1, 2]))):
                films[film][7].append(prize)

    for film, (directed, cast, dop, producer, distributor, langs, festival, won) in films.items():
        facts += [(film, DIRECTOR, d) for d in directed]
        facts += [(film, CAST, a) for a in cast]
        facts.append((film, CAMERA, dop))
        facts.append((film, PRODUCER, producer))
        if distributor:
            facts.append((film, DISTRIBUTOR, distributor))
        facts += [(film, LANGUAGE, lang) for lang in langs]
        facts.append((film, PREMIERE, festival))
        facts += [(film, WON, prize) for prize in won]

    return assign_ids(facts, rng)


def assign_ids(
    facts: list[tuple[str, str, str]], rng: random.Random
) -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """Give every name an opaque id like `fl$0412`, drawn without repeats; the triples once
    each and the names, both in id order."""
    names = {n: n for n in sorted({n for h, _, t in facts for n in (h, t)})}
    triples, by_id = with_opaque_ids(facts, names, rng, range(10000), "fl${:04d}")
    return sorted(set(triples)), dict(sorted(by_id.items()))


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
