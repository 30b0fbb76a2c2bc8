"""Build the `architecture` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional built world: countries and their cities, buildings (the city they stand in, their
architects, the clients who commissioned them, their style, facade material, main contractor,
structural engineer and the prizes they won), architects (the practice they work at, the
school they studied at, the architect they apprenticed under) and the practices' founders,
with the head-office city of every firm, client and school. Every name and fact is invented.
The countries, cities, firms, schools, clients, sixteen architects and thirty buildings are
written by hand below; a seeded generator adds filler cities, architects and buildings.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/architecture/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, unique_names, write_set  # noqa: E402

SEED = 9023

# Relation labels, deliberately in mixed styles.
DESIGNED = "designed by"  # building -> architect
WORKS_AT = "worksAt"  # architect -> practice
FOUNDER = "FOUNDED_BY"  # practice -> architect who founded it
APPRENTICE = "apprenticed_under"  # architect -> architect
STANDS = "stands in"  # building -> city
NATION = "http://arch.example.net/voc#nation"  # city -> country
CLIENT = "commissioned by"  # building -> client
STYLE = "arch.style"  # building -> style
CONTRACTOR = "MAIN_CONTRACTOR"  # building -> construction company
ENGINEER = "structural engineer"  # building -> engineering firm
FACADE = "facadeMaterial"  # building -> material
SCHOOL = "alma_mater"  # architect -> school
HQ = "hq city"  # practice, client, contractor, engineering firm, school -> city
PRIZE = "PRIZE"  # building -> award

# Hand-written cities: name -> country
CITIES = {
    "Vessary": "Calandria",
    "Port Amaro": "Calandria",
    "Belcastro": "Calandria",
    "Nordhavn": "Ostmark",
    "Skelby": "Ostmark",
    "Tamsberg": "Ostmark",
    "Lioncourt": "Gavenne",
    "Saint-Orel": "Gavenne",
    "Marbelle": "Gavenne",
    "Kazimira": "Dravonia",
    "Old Tesch": "Dravonia",
    "Rovinj Novo": "Dravonia",
    "Alderhythe": "Wexmoor",
    "Fenchurch Vale": "Wexmoor",
    "Cobham Sands": "Wexmoor",
    "Yamaori": "Kirenza",
    "Hoshiba": "Kirenza",
    "Senkawa": "Kirenza",
}
COUNTRIES = ["Calandria", "Ostmark", "Gavenne", "Dravonia", "Wexmoor", "Kirenza"]
SCHOOLS = {
    "Vessary Polytechnic": "Vessary",
    "Nordhavn School of Architecture": "Nordhavn",
    "École Lioncourt des Beaux-Arts": "Lioncourt",
    "Kazimira Technical University": "Kazimira",
    "Alderhythe Academy of Design": "Alderhythe",
    "Yamaori Institute of Building": "Yamaori",
}
# Practices: name -> (head-office city, founders)
FIRMS = {
    "Studio Arcelli": ("Vessary", ["Elena Arcelli"]),
    "Holm & Ravn Arkitekter": ("Nordhavn", ["Karsten Holm", "Ditte Ravn"]),
    "Atelier Verrault": ("Lioncourt", ["Pascal Verrault"]),
    "Novak Lasky Architects": ("Kazimira", ["Milena Novak", "Tomas Lasky"]),
    "Greystone Partnership": ("Alderhythe", ["Rupert Greystone"]),
    "Office Ishimura": ("Yamaori", ["Kenzo Ishimura"]),
    "Fieldwork Collective": ("Fenchurch Vale", ["Harriet Moss"]),
    "Marbelle Urban Lab": ("Marbelle", ["Camille Daunou"]),
}
# Architects: name -> (practice, school, architects they apprenticed under)
ARCHITECTS = {
    "Elena Arcelli": ("Studio Arcelli", "Vessary Polytechnic", []),
    "Karsten Holm": ("Holm & Ravn Arkitekter", "Nordhavn School of Architecture", []),
    "Ditte Ravn": (
        "Holm & Ravn Arkitekter",
        "Nordhavn School of Architecture",
        ["Karsten Holm"],
    ),
    "Pascal Verrault": ("Atelier Verrault", "École Lioncourt des Beaux-Arts", ["Elena Arcelli"]),
    "Milena Novak": ("Novak Lasky Architects", "Kazimira Technical University", []),
    "Tomas Lasky": ("Novak Lasky Architects", "Kazimira Technical University", ["Milena Novak"]),
    "Rupert Greystone": ("Greystone Partnership", "Alderhythe Academy of Design", []),
    "Kenzo Ishimura": ("Office Ishimura", "Yamaori Institute of Building", ["Karsten Holm"]),
    "Harriet Moss": ("Fieldwork Collective", "Alderhythe Academy of Design", ["Rupert Greystone"]),
    "Camille Daunou": ("Marbelle Urban Lab", "École Lioncourt des Beaux-Arts", ["Pascal Verrault"]),
    "Marco Sellari": ("Studio Arcelli", "Vessary Polytechnic", ["Elena Arcelli"]),
    "Aiko Tanabe": ("Office Ishimura", "Yamaori Institute of Building", ["Kenzo Ishimura"]),
    "Jakob Brenn": (
        "Holm & Ravn Arkitekter",
        "Vessary Polytechnic",
        ["Ditte Ravn", "Elena Arcelli"],
    ),
    "Oona Lindqvist": ("Fieldwork Collective", "Nordhavn School of Architecture", ["Harriet Moss"]),
    "Luka Petrović": ("Novak Lasky Architects", "Kazimira Technical University", ["Tomas Lasky"]),
    "Sophie Achterberg": (
        "Greystone Partnership",
        "Alderhythe Academy of Design",
        ["Camille Daunou"],
    ),
}
# Clients: name -> head-office city
CLIENTS = {
    "City of Vessary": "Vessary",
    "Calandrian National Library Trust": "Belcastro",
    "Nordhavn Harbour Authority": "Nordhavn",
    "Ostmark Rail": "Tamsberg",
    "Lioncourt Opera Foundation": "Lioncourt",
    "Gavenne Ministry of Culture": "Saint-Orel",
    "Kazimira University Estates": "Kazimira",
    "Dravonian Savings Bank": "Old Tesch",
    "Wexmoor Council for the Arts": "Alderhythe",
    "Cobham Sands Holdings": "Cobham Sands",
    "Kirenza Museum Board": "Hoshiba",
    "Senkawa Tower Company": "Senkawa",
}
CONTRACTORS = {
    "Baucor Construction": "Tamsberg",
    "Amaro Builders": "Port Amaro",
    "Orel Bâtiment": "Saint-Orel",
    "Dravo Stroj": "Rovinj Novo",
    "Hythe & Sons": "Alderhythe",
    "Kirenza Kensetsu": "Senkawa",
}
ENGINEERS = {
    "Lattice Engineering": "Skelby",
    "Brunner Statik": "Nordhavn",
    "Voûte Ingénierie": "Marbelle",
    "Petrak Structures": "Kazimira",
    "Sato Kozo Sekkei": "Yamaori",
}
MATERIALS = ["Travertine", "Brick", "Corten Steel", "Glass", "Larch Timber", "Limestone"]
MATERIALS += ["Exposed Concrete", "Terracotta", "Copper", "Granite"]
STYLES = ["Brutalism", "Modernism", "Art Deco", "Neo-Gothic", "Deconstructivism"]
STYLES += ["High-Tech", "Critical Regionalism", "Postmodernism", "Neo-Classicism", "Organic"]
AWARDS = ["Calder Medal", "Golden Compass Prize", "Nordic Light Award", "Prix Verrière"]
AWARDS += ["Wexmoor Civic Trust Award", "Kirenza Building of the Year"]
# Buildings: name -> (city, architects, client or None, style, material, contractor,
# engineer, prizes)
Building = tuple[str, list[str], str | None, str, str, str, str, list[str]]
BUILDINGS: dict[str, Building] = {
    "Vessary Central Library": (
        "Vessary",
        ["Elena Arcelli"],
        "Calandrian National Library Trust",
        "Modernism",
        "Travertine",
        "Amaro Builders",
        "Lattice Engineering",
        ["Calder Medal"],
    ),
    "Torre Amaro": (
        "Port Amaro",
        ["Marco Sellari"],
        "Cobham Sands Holdings",
        "High-Tech",
        "Glass",
        "Amaro Builders",
        "Brunner Statik",
        [],
    ),
    "Belcastro Civic Hall": (
        "Belcastro",
        ["Elena Arcelli", "Marco Sellari"],
        "City of Vessary",
        "Brutalism",
        "Exposed Concrete",
        "Amaro Builders",
        "Lattice Engineering",
        [],
    ),
    "Nordhavn Harbour Baths": (
        "Nordhavn",
        ["Ditte Ravn"],
        "Nordhavn Harbour Authority",
        "Organic",
        "Larch Timber",
        "Baucor Construction",
        "Brunner Statik",
        ["Nordic Light Award", "Calder Medal"],
    ),
    "Tamsberg Station": (
        "Tamsberg",
        ["Karsten Holm", "Jakob Brenn"],
        "Ostmark Rail",
        "High-Tech",
        "Corten Steel",
        "Baucor Construction",
        "Lattice Engineering",
        [],
    ),
    "Skelby Concert House": (
        "Skelby",
        ["Karsten Holm"],
        None,
        "Modernism",
        "Brick",
        "Baucor Construction",
        "Brunner Statik",
        ["Nordic Light Award"],
    ),
    "Lioncourt Opera": (
        "Lioncourt",
        ["Pascal Verrault"],
        "Lioncourt Opera Foundation",
        "Deconstructivism",
        "Copper",
        "Orel Bâtiment",
        "Voûte Ingénierie",
        ["Prix Verrière"],
    ),
    "Musée de la Lumière": (
        "Saint-Orel",
        ["Camille Daunou"],
        "Gavenne Ministry of Culture",
        "Postmodernism",
        "Limestone",
        "Orel Bâtiment",
        "Voûte Ingénierie",
        ["Prix Verrière", "Golden Compass Prize"],
    ),
    "Marbelle Market Hall": (
        "Marbelle",
        ["Camille Daunou", "Pascal Verrault"],
        None,
        "Critical Regionalism",
        "Terracotta",
        "Orel Bâtiment",
        "Voûte Ingénierie",
        [],
    ),
    "Kazimira Science Library": (
        "Kazimira",
        ["Milena Novak"],
        "Kazimira University Estates",
        "Brutalism",
        "Exposed Concrete",
        "Dravo Stroj",
        "Petrak Structures",
        ["Golden Compass Prize"],
    ),
    "Dravonian Savings Tower": (
        "Old Tesch",
        ["Tomas Lasky"],
        "Dravonian Savings Bank",
        "Art Deco",
        "Granite",
        "Dravo Stroj",
        "Petrak Structures",
        [],
    ),
    "Rovinj Novo Ferry Terminal": (
        "Rovinj Novo",
        ["Luka Petrović", "Tomas Lasky"],
        None,
        "High-Tech",
        "Glass",
        "Dravo Stroj",
        "Brunner Statik",
        [],
    ),
    "Alderhythe Arts Centre": (
        "Alderhythe",
        ["Rupert Greystone"],
        "Wexmoor Council for the Arts",
        "Neo-Classicism",
        "Limestone",
        "Hythe & Sons",
        "Lattice Engineering",
        ["Wexmoor Civic Trust Award"],
    ),
    "Fenchurch Vale Library": (
        "Fenchurch Vale",
        ["Harriet Moss", "Oona Lindqvist"],
        "Wexmoor Council for the Arts",
        "Critical Regionalism",
        "Brick",
        "Hythe & Sons",
        "Lattice Engineering",
        ["Wexmoor Civic Trust Award", "Calder Medal"],
    ),
    "Cobham Sands Pier Pavilion": (
        "Cobham Sands",
        ["Sophie Achterberg"],
        "Cobham Sands Holdings",
        "Postmodernism",
        "Copper",
        "Hythe & Sons",
        "Voûte Ingénierie",
        [],
    ),
    "St Audra's Chapel": (
        "Alderhythe",
        ["Rupert Greystone"],
        None,
        "Neo-Gothic",
        "Limestone",
        "Hythe & Sons",
        "Lattice Engineering",
        [],
    ),
    "Yamaori Museum of Craft": (
        "Yamaori",
        ["Kenzo Ishimura"],
        "Kirenza Museum Board",
        "Critical Regionalism",
        "Larch Timber",
        "Kirenza Kensetsu",
        "Sato Kozo Sekkei",
        ["Kirenza Building of the Year", "Golden Compass Prize"],
    ),
    "Hoshiba Tea Pavilion": (
        "Hoshiba",
        ["Aiko Tanabe"],
        None,
        "Organic",
        "Larch Timber",
        "Kirenza Kensetsu",
        "Sato Kozo Sekkei",
        ["Kirenza Building of the Year"],
    ),
    "Senkawa Sky Tower": (
        "Senkawa",
        ["Kenzo Ishimura", "Aiko Tanabe"],
        "Senkawa Tower Company",
        "High-Tech",
        "Glass",
        "Kirenza Kensetsu",
        "Sato Kozo Sekkei",
        [],
    ),
    "Port Amaro Fish Market": (
        "Port Amaro",
        ["Marco Sellari"],
        "City of Vessary",
        "Organic",
        "Terracotta",
        "Amaro Builders",
        "Lattice Engineering",
        [],
    ),
    "Nordhavn Maritime Archive": (
        "Nordhavn",
        ["Jakob Brenn"],
        "Nordhavn Harbour Authority",
        "Brutalism",
        "Corten Steel",
        "Baucor Construction",
        "Brunner Statik",
        [],
    ),
    "Saint-Orel Law Courts": (
        "Saint-Orel",
        ["Pascal Verrault"],
        "Gavenne Ministry of Culture",
        "Neo-Classicism",
        "Granite",
        "Orel Bâtiment",
        "Voûte Ingénierie",
        [],
    ),
    "Old Tesch Town Gallery": (
        "Old Tesch",
        ["Milena Novak", "Luka Petrović"],
        None,
        "Modernism",
        "Brick",
        "Dravo Stroj",
        "Petrak Structures",
        ["Calder Medal"],
    ),
    "Kazimira Stadium": (
        "Kazimira",
        ["Luka Petrović"],
        "Kazimira University Estates",
        "Deconstructivism",
        "Corten Steel",
        "Dravo Stroj",
        "Petrak Structures",
        [],
    ),
    "Wexmoor Crematorium": (
        "Fenchurch Vale",
        ["Oona Lindqvist"],
        None,
        "Brutalism",
        "Exposed Concrete",
        "Hythe & Sons",
        "Lattice Engineering",
        [],
    ),
    "Marbelle Lighthouse Hotel": (
        "Marbelle",
        ["Sophie Achterberg"],
        "Cobham Sands Holdings",
        "Art Deco",
        "Terracotta",
        "Orel Bâtiment",
        "Voûte Ingénierie",
        [],
    ),
    "Tamsberg Rail Depot": (
        "Tamsberg",
        ["Jakob Brenn"],
        "Ostmark Rail",
        "Brutalism",
        "Brick",
        "Baucor Construction",
        "Lattice Engineering",
        [],
    ),
    "Belcastro Botanical Glasshouse": (
        "Belcastro",
        ["Elena Arcelli"],
        None,
        "Organic",
        "Glass",
        "Amaro Builders",
        "Brunner Statik",
        ["Golden Compass Prize"],
    ),
    "Hoshiba Children's Library": (
        "Hoshiba",
        ["Aiko Tanabe", "Oona Lindqvist"],
        "Kirenza Museum Board",
        "Modernism",
        "Larch Timber",
        "Kirenza Kensetsu",
        "Sato Kozo Sekkei",
        [],
    ),
    "Lioncourt Exchange": (
        "Lioncourt",
        ["Camille Daunou"],
        "Dravonian Savings Bank",
        "Postmodernism",
        "Granite",
        "Orel Bâtiment",
        "Petrak Structures",
        [],
    ),
}

FILLER_CITIES = ["Arnsby", "Brisa", "Caldor", "Dunmere", "Ellisport", "Faro Velho", "Gorlitz"]
FILLER_CITIES += ["Hallam Cross", "Ixworth", "Jasenovo", "Kurobe", "Laurac"]
FILLER_FIRMS = ["Northlight Studio", "Plinth Architects", "Common Ground Office", "Atelier Sept"]
FILLER_FIRST = ["Ada", "Bruno", "Clara", "Dario", "Eva", "Filip", "Greta", "Henrik", "Ines"]
FILLER_FIRST += ["Joon", "Katya", "Leo", "Mei", "Nadia", "Otto", "Paula"]
FILLER_LAST = ["Abbott", "Bergman", "Costa", "Dvorak", "Egger", "Fujita", "Gallardo", "Haas"]
FILLER_LAST += ["Ivanova", "Jensen", "Kovac", "Lemaire", "Moreno", "Nakamura"]
FILLER_PLACE_WORDS = ["Quay", "Riverside", "Hillcrest", "Meadow", "Foundry", "Canal", "Orchard"]
FILLER_PLACE_WORDS += ["Harbour", "Market", "Garden", "Parkside", "Mill", "Bridge", "Station"]
FILLER_KINDS = ["House", "School", "Offices", "Apartments", "Pavilion", "Clinic", "Library"]
FILLER_KINDS += ["Gymnasium", "Hall", "Lofts"]
N_FILLER_ARCHITECTS = 20
N_FILLER_BUILDINGS = 110


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    names = EntityKeys()
    key = names.key

    def city(name: str) -> str:
        return key("city", name)

    def person(name: str) -> str:
        return key("architect", name)

    def firm(name: str) -> str:
        return key("firm", name)

    for name, country in CITIES.items():
        facts.append((city(name), NATION, key("country", country)))
    for name, place in SCHOOLS.items():
        facts.append((key("school", name), HQ, city(place)))
    for name, (place, founders) in FIRMS.items():
        facts.append((firm(name), HQ, city(place)))
        facts += [(firm(name), FOUNDER, person(f)) for f in founders]
    for name, (practice, school, teachers) in ARCHITECTS.items():
        facts += [
            (person(name), WORKS_AT, firm(practice)),
            (person(name), SCHOOL, key("school", school)),
        ]
        facts += [(person(name), APPRENTICE, person(t)) for t in teachers]
    for name, place in CLIENTS.items():
        facts.append((key("client", name), HQ, city(place)))
    for name, place in CONTRACTORS.items():
        facts.append((key("contractor", name), HQ, city(place)))
    for name, place in ENGINEERS.items():
        facts.append((key("engineer", name), HQ, city(place)))

    def building(name: str, row: Building) -> None:
        place, architects, client, style, material, contractor, engineer, prizes = row
        b = key("building", name)
        facts.append((b, STANDS, city(place)))
        facts.extend([(b, DESIGNED, person(a)) for a in architects])
        if client:
            facts.append((b, CLIENT, key("client", client)))
        facts.extend(
            [
                (b, STYLE, key("style", style)),
                (b, FACADE, key("material", material)),
                (b, CONTRACTOR, key("contractor", contractor)),
                (b, ENGINEER, key("engineer", engineer)),
            ]
        )
        facts.extend((b, PRIZE, key("award", p)) for p in prizes)

    for name, row in BUILDINGS.items():
        building(name, row)

    # Filler cities, spread over the countries.
    for name in FILLER_CITIES:
        facts.append((city(name), NATION, key("country", rng.choice(COUNTRIES))))
    all_cities = [*CITIES, *FILLER_CITIES]

    # Filler practices, each founded by a hand-written architect.
    for name in FILLER_FIRMS:
        facts += [
            (firm(name), HQ, city(rng.choice(all_cities))),
            (firm(name), FOUNDER, person(rng.choice(sorted(ARCHITECTS)))),
        ]
    all_firms = [*FIRMS, *FILLER_FIRMS]

    # Filler architects: a practice, a school, often a hand-written teacher.
    taken = set(ARCHITECTS)
    full_names = [f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST]
    filler_architects = unique_names(rng, full_names, N_FILLER_ARCHITECTS, taken)
    for name in filler_architects:
        facts += [
            (person(name), WORKS_AT, firm(rng.choice(all_firms))),
            (person(name), SCHOOL, key("school", rng.choice(sorted(SCHOOLS)))),
        ]
        if rng.random() < 0.7:
            facts.append((person(name), APPRENTICE, person(rng.choice(sorted(ARCHITECTS)))))

    # Filler buildings: named after a filler city, mostly by filler architects.
    candidates = [
        f"{c} {w} {k}" for c in FILLER_CITIES for w in FILLER_PLACE_WORDS for k in FILLER_KINDS
    ]
    taken = set(BUILDINGS)
    for name in unique_names(rng, candidates, N_FILLER_BUILDINGS, taken):
        place = next(c for c in FILLER_CITIES if name.startswith(c + " "))
        pool = filler_architects if rng.random() < 0.75 else sorted(ARCHITECTS)
        architects = rng.sample(pool, 1 if rng.random() < 0.8 else 2)
        client = rng.choice(sorted(CLIENTS)) if rng.random() < 0.4 else None
        prizes = [rng.choice(AWARDS)] if rng.random() < 0.05 else []
        row = (
            place,
            architects,
            client,
            rng.choice(STYLES),
            rng.choice(MATERIALS),
            rng.choice(sorted(CONTRACTORS)),
            rng.choice(sorted(ENGINEERS)),
            prizes,
        )
        building(name, row)

    return names.opaque(facts, rng, "{:04d}-ar")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
