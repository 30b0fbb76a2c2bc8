"""Build the `geo-family` KGQA graph: triples.tsv and entities.tsv (no types column).

Geography (cities, the countries they lie in, capitals, continents, official languages) is
written by hand below and is real. The families are fictional: eight founding couples, one
per home country, each with children and grandchildren drawn with a fixed seed (names from
hand-written per-country lists, birthplaces mostly in the parents' country, some moves
abroad, marriages across families). Re-running the script rewrites the same files.

    python benchmarks/kgqa/geo-family/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import write_set  # noqa: E402

SEED = 5

CONTINENTS = {
    "loc-k1": "Europe",
    "loc-k2": "Asia",
    "loc-k3": "South America",
    "loc-k4": "Africa",
    "loc-k5": "North America",
}
LANGUAGES = {
    "lng-01": "French",
    "lng-02": "Portuguese",
    "lng-03": "Polish",
    "lng-04": "Japanese",
    "lng-05": "Spanish",
    "lng-06": "Swahili",
    "lng-07": "English",
    "lng-08": "Italian",
    "lng-09": "German",
    "lng-10": "Korean",
    "lng-11": "Dutch",
}
# Countries: id -> (name, continent, official languages, capital city id)
COUNTRIES = {
    "loc-c01": ("France", "loc-k1", ["lng-01"], "loc-101"),
    "loc-c02": ("Portugal", "loc-k1", ["lng-02"], "loc-111"),
    "loc-c03": ("Poland", "loc-k1", ["lng-03"], "loc-121"),
    "loc-c04": ("Japan", "loc-k2", ["lng-04"], "loc-131"),
    "loc-c05": ("Brazil", "loc-k3", ["lng-02"], "loc-141"),
    "loc-c06": ("Kenya", "loc-k4", ["lng-06", "lng-07"], "loc-151"),
    "loc-c07": ("Italy", "loc-k1", ["lng-08"], "loc-161"),
    "loc-c08": ("Canada", "loc-k5", ["lng-07", "lng-01"], "loc-171"),
    "loc-c09": ("Switzerland", "loc-k1", ["lng-09", "lng-01", "lng-08"], "loc-181"),
    "loc-c10": ("Argentina", "loc-k3", ["lng-05"], "loc-191"),
    "loc-c11": ("South Korea", "loc-k2", ["lng-10"], "loc-201"),
    "loc-c12": ("Belgium", "loc-k1", ["lng-11", "lng-01", "lng-09"], "loc-211"),
}
# Cities: id -> (name, country); the first of each country is its capital.
CITIES = {
    "loc-101": ("Paris", "loc-c01"),
    "loc-102": ("Lyon", "loc-c01"),
    "loc-103": ("Marseille", "loc-c01"),
    "loc-104": ("Toulouse", "loc-c01"),
    "loc-111": ("Lisbon", "loc-c02"),
    "loc-112": ("Porto", "loc-c02"),
    "loc-113": ("Braga", "loc-c02"),
    "loc-121": ("Warsaw", "loc-c03"),
    "loc-122": ("Kraków", "loc-c03"),
    "loc-123": ("Gdańsk", "loc-c03"),
    "loc-124": ("Wrocław", "loc-c03"),
    "loc-131": ("Tokyo", "loc-c04"),
    "loc-132": ("Osaka", "loc-c04"),
    "loc-133": ("Sapporo", "loc-c04"),
    "loc-141": ("Brasília", "loc-c05"),
    "loc-142": ("São Paulo", "loc-c05"),
    "loc-143": ("Recife", "loc-c05"),
    "loc-144": ("Porto Alegre", "loc-c05"),
    "loc-151": ("Nairobi", "loc-c06"),
    "loc-152": ("Mombasa", "loc-c06"),
    "loc-153": ("Kisumu", "loc-c06"),
    "loc-161": ("Rome", "loc-c07"),
    "loc-162": ("Milan", "loc-c07"),
    "loc-163": ("Naples", "loc-c07"),
    "loc-164": ("Turin", "loc-c07"),
    "loc-171": ("Ottawa", "loc-c08"),
    "loc-172": ("Montreal", "loc-c08"),
    "loc-173": ("Vancouver", "loc-c08"),
    "loc-174": ("Toronto", "loc-c08"),
    "loc-181": ("Bern", "loc-c09"),
    "loc-182": ("Zurich", "loc-c09"),
    "loc-183": ("Geneva", "loc-c09"),
    "loc-191": ("Buenos Aires", "loc-c10"),
    "loc-192": ("Córdoba", "loc-c10"),
    "loc-193": ("Rosario", "loc-c10"),
    "loc-201": ("Seoul", "loc-c11"),
    "loc-202": ("Busan", "loc-c11"),
    "loc-211": ("Brussels", "loc-c12"),
    "loc-212": ("Antwerp", "loc-c12"),
    "loc-213": ("Ghent", "loc-c12"),
}
OCCUPATIONS = {
    "occ-01": "teacher",
    "occ-02": "nurse",
    "occ-03": "civil engineer",
    "occ-04": "farmer",
    "occ-05": "architect",
    "occ-06": "chef",
    "occ-07": "journalist",
    "occ-08": "pharmacist",
    "occ-09": "carpenter",
    "occ-10": "software developer",
    "occ-11": "violinist",
    "occ-12": "lawyer",
}
# Per home country: the founding family's surname, other surnames (for people marrying in),
# and given names.
NAMES = {
    "loc-c01": (
        "Moreau",
        "Lefèvre Garnier Rousseau Faure",
        "Jean Élise Camille Luc Margaux Hugo Chloé Antoine Léa Mathis Inès Théo Manon Julien Pauline Bastien",
    ),
    "loc-c02": (
        "Ferreira",
        "Carvalho Sousa Pinto Lopes",
        "João Beatriz Tiago Inês Rui Mariana Duarte Leonor Gonçalo Sofia Afonso Carolina Miguel Rita",
    ),
    "loc-c03": (
        "Kowalczyk",
        "Nowak Wójcik Krawczyk Mazur",
        "Piotr Agnieszka Tomasz Zofia Jakub Magdalena Kacper Julia Marek Hanna Wojciech Ewa Szymon Natalia",
    ),
    "loc-c04": (
        "Yamamoto",
        "Sato Suzuki Ito Kato",
        "Haruto Yui Sota Aoi Ren Hina Daiki Sakura Kenji Mei Takumi Nanami Riku Emi",
    ),
    "loc-c05": (
        "Almeida",
        "Costa Ribeiro Barbosa Rocha",
        "Rafael Larissa Gustavo Camila Thiago Fernanda Vinícius Bruna Caio Aline Diego Letícia Mateus Paula",
    ),
    "loc-c06": (
        "Otieno",
        "Kamau Wanjiku Mwangi Ochieng",
        "Brian Achieng Kevin Wanjiru Collins Njeri Dennis Akinyi Felix Wairimu Victor Mercy Ian Faith",
    ),
    "loc-c07": (
        "Bianchi",
        "Russo Romano Colombo Ricci",
        "Marco Giulia Luca Francesca Matteo Chiara Davide Sara Paolo Elena Andrea Silvia Stefano Marta",
    ),
    "loc-c08": (
        "Tremblay",
        "Gagnon Roy Côté Bouchard",
        "Liam Olivia Noah Charlotte William Emma Gabriel Alice Samuel Rosalie Nathan Léonie Félix Zoé",
    ),
}
NATIVE = {
    "loc-c01": "lng-01",
    "loc-c02": "lng-02",
    "loc-c03": "lng-03",
    "loc-c04": "lng-04",
    "loc-c05": "lng-02",
    "loc-c06": "lng-06",
    "loc-c07": "lng-08",
    "loc-c08": "lng-07",
    "loc-c09": "lng-09",
    "loc-c10": "lng-05",
    "loc-c11": "lng-10",
    "loc-c12": "lng-11",
}


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    triples: list[tuple[str, str, str]] = []
    names: dict[str, str] = {}
    names.update(CONTINENTS)
    names.update(LANGUAGES)
    names.update(OCCUPATIONS)
    for cid, (name, continent, languages, capital) in COUNTRIES.items():
        names[cid] = name
        triples.append((cid, "partOf", continent))
        triples += [(cid, "official language", lang) for lang in languages]
        triples.append((capital, "capital_of", cid))
    cities_of: dict[str, list[str]] = {}
    for city, (name, country) in CITIES.items():
        names[city] = name
        triples.append((city, "located in", country))
        cities_of.setdefault(country, []).append(city)

    counter = iter(range(1, 10_000))
    used: set[str] = set()

    def person(country: str, surname: str | None = None) -> str:
        _, others, given = NAMES[country]
        last = surname or rng.choice(others.split())
        options = [f"{g} {last}" for g in given.split() if f"{g} {last}" not in used]
        name = rng.choice(options)
        used.add(name)
        pid = f"per-{next(counter):04d}"
        names[pid] = name
        birth_country = country if rng.random() < 0.8 else rng.choice(sorted(cities_of))
        home_country = birth_country if rng.random() < 0.7 else rng.choice(sorted(cities_of))
        triples.append((pid, "born_in", rng.choice(cities_of[birth_country])))
        triples.append((pid, "lives in", rng.choice(cities_of[home_country])))
        triples.append((pid, "occupation", rng.choice(sorted(OCCUPATIONS))))
        triples.append((pid, "speaks", NATIVE[birth_country]))
        if rng.random() < 0.3:
            triples.append((pid, "speaks", rng.choice(sorted(LANGUAGES))))
        return pid

    def marry(a: str, b: str) -> None:
        triples.append((a, "spouseOf", b))

    def children(parents: list[str], country: str, surname: str, low: int, high: int) -> list[str]:
        kids = []
        for _ in range(rng.randint(low, high)):
            kid = person(country, surname)
            triples.extend((kid, "child of", p) for p in parents)
            kids.append(kid)
        return kids

    generation2: list[tuple[str, str]] = []  # (person, home country of the family)
    for country, (surname, _, _) in NAMES.items():
        a, b = person(country, surname), person(country)
        marry(a, b)
        for kid in children([a, b], country, surname, 3, 5):
            generation2.append((kid, country))
    rng.shuffle(generation2)
    # Most of the second generation marry (sometimes across families) and have children.
    free = list(generation2)
    while free:
        kid, country = free.pop()
        if rng.random() < 0.25:
            continue
        elsewhere = [i for i, (_, c) in enumerate(free) if c != country]  # never a sibling
        if elsewhere and rng.random() < 0.3:
            other, _ = free.pop(elsewhere[-1])
        else:
            other = person(rng.choice(sorted(NAMES)))
        marry(kid, other)
        children([kid, other], country, names[kid].split(" ", 1)[1], 1, 3)
    return triples, names


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
