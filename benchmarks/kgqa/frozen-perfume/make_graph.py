"""Build the `frozen-perfume` KGQA graph: triples.tsv and entities.tsv (with a types column).

A fictional perfume trade: perfumes (the house that launched them, the perfumers who composed
them, their top, heart and base notes, their olfactive family, who designed the bottle),
perfume houses and the groups that own them, perfumers (the fragrance firm that employs them,
who they trained with), raw materials (the country they come from, the growers who harvest
them), and the cities and countries where houses, firms, groups and growers sit. Every name and
fact is invented. The countries, cities, companies, perfumers, materials and twenty perfumes
are written by hand below; a seeded generator adds filler perfumers and perfumes.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/frozen-perfume/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, unique_names, write_set  # noqa: E402

SEED = 2689

# Relation labels, deliberately in mixed styles.
NOSE = "created_by"  # perfume -> perfumer
HOUSE = "launchedUnder"  # perfume -> perfume house
GROUP = "parent.co"  # perfume house -> owning group
TRAINED = "trained with"  # perfumer -> perfumer they trained with
EMPLOYER = "EMPLOYER"  # perfumer -> fragrance firm
TOP = "NOTE_TOP"  # perfume -> material
HEART = "heart note"  # perfume -> material
BASE = "baseNote"  # perfume -> material
ORIGIN = "http://scent.example.com/o#origin"  # material -> country it comes from
FAMILY = "olfactive_family"  # perfume -> family
SEAT = "maison.city"  # house, group, firm, grower -> city
BOTTLE = "bottle designed by"  # perfume -> designer
COUNTRY = "ctry"  # city -> country
HARVEST = "harvested by"  # material -> grower

TYPES = {
    "country": "country",
    "city": "city",
    "house": "perfume house",
    "group": "group",
    "firm": "fragrance firm",
    "perfumer": "perfumer",
    "material": "raw material",
    "family": "olfactive family",
    "designer": "bottle designer",
    "grower": "grower",
    "perfume": "perfume",
}

CITIES = {
    "Grassonne": "Provaine",
    "Vallaurin": "Provaine",
    "Paressa": "Provaine",
    "Montclair-sur-Var": "Provaine",
    "Firenzola": "Italora",
    "Santa Brisa": "Italora",
    "Kandova": "Levantia",
    "Port Samir": "Levantia",
    "Nossibé Town": "Madelune",
    "Tamarive": "Madelune",
    "Hallenburg": "Germark",
    "Westerkamp": "Germark",
    "Kyoren": "Nihora",
    "Amakusa Bay": "Nihora",
}
COUNTRIES = ["Provaine", "Italora", "Levantia", "Madelune", "Germark", "Nihora", "Indara"]
# Groups: name -> city
GROUPS = {
    "Maison Lareux Group": "Paressa",
    "Aurelia Beauty Holdings": "Firenzola",
    "Hallenburg Luxus AG": "Hallenburg",
}
# Perfume houses: name -> (city, owning group or None)
HOUSES = {
    "Maison Duvernay": ("Paressa", "Maison Lareux Group"),
    "Les Parfums d'Orsel": ("Grassonne", "Maison Lareux Group"),
    "Casa Venturosa": ("Firenzola", "Aurelia Beauty Holdings"),
    "Santa Brisa Profumi": ("Santa Brisa", None),
    "Atelier Kyoren": ("Kyoren", "Hallenburg Luxus AG"),
    "Hallenburg Duftwerk": ("Hallenburg", "Hallenburg Luxus AG"),
    "Samir & Sons Attars": ("Port Samir", None),
    "Oud Royale Kandova": ("Kandova", "Aurelia Beauty Holdings"),
}
FIRMS = {
    "Givresse Aromatiques": "Grassonne",
    "Symbion Fragrances": "Westerkamp",
    "Florentia Essenze": "Firenzola",
    "Kaori Labs": "Kyoren",
}
# Perfumers: name -> (firm, perfumers they trained with)
PERFUMERS = {
    "Jacques Ollivier": ("Givresse Aromatiques", []),
    "Hélène Marchal": ("Givresse Aromatiques", ["Jacques Ollivier"]),
    "Bastien Roux": ("Symbion Fragrances", ["Jacques Ollivier"]),
    "Lucia Benedetti": ("Florentia Essenze", []),
    "Paolo Vanzetti": ("Florentia Essenze", ["Lucia Benedetti"]),
    "Mirei Takamura": ("Kaori Labs", ["Hélène Marchal"]),
    "Yusuf Haddad": ("Symbion Fragrances", []),
    "Anke Rosswald": ("Symbion Fragrances", ["Yusuf Haddad", "Bastien Roux"]),
    "Clémence Aubry": ("Givresse Aromatiques", ["Hélène Marchal"]),
    "Daichi Morino": ("Kaori Labs", ["Mirei Takamura"]),
    "Sofia Lanza": ("Florentia Essenze", ["Paolo Vanzetti", "Jacques Ollivier"]),
    "Karim Nasser": ("Kaori Labs", ["Yusuf Haddad"]),
}
# Raw materials: name -> (country of origin, growers)
MATERIALS = {
    "Bergamot": ("Italora", ["Calabria Agrumi Coop"]),
    "Rose Absolute": ("Levantia", ["Kandova Rose Fields"]),
    "Jasmine Sambac": ("Indara", ["Madurai Blossom Estate"]),
    "Vanilla": ("Madelune", ["Tamarive Vanilla Growers"]),
    "Ylang-Ylang": ("Madelune", ["Nossibé Essences", "Tamarive Vanilla Growers"]),
    "Oud": ("Levantia", ["Samir Agarwood Plantation"]),
    "Sandalwood": ("Indara", ["Madurai Blossom Estate"]),
    "Iris Butter": ("Italora", ["Firenzola Iris Farms"]),
    "Lavender": ("Provaine", ["Plateau de Vallaurin Lavandes"]),
    "Tuberose": ("Indara", ["Madurai Blossom Estate"]),
    "Neroli": ("Provaine", ["Grassonne Orangeries"]),
    "Vetiver": ("Madelune", ["Nossibé Essences"]),
    "Yuzu": ("Nihora", ["Amakusa Citrus Union"]),
    "Hinoki": ("Nihora", ["Amakusa Citrus Union"]),
    "Mandarin": ("Italora", ["Calabria Agrumi Coop"]),
    "Patchouli": ("Indara", []),
    "Ambrette Seed": ("Levantia", ["Kandova Rose Fields"]),
    "Labdanum": ("Provaine", ["Grassonne Orangeries"]),
    "Pink Pepper": ("Madelune", ["Nossibé Essences"]),
    "Orris Root": ("Italora", ["Firenzola Iris Farms"]),
    "Black Tea": ("Nihora", []),
    "Cedarwood": ("Germark", []),
    "Musk": ("Germark", []),
    "Tonka Bean": ("Madelune", ["Tamarive Vanilla Growers"]),
}
# Growers: name -> city
GROWERS = {
    "Calabria Agrumi Coop": "Santa Brisa",
    "Kandova Rose Fields": "Kandova",
    "Madurai Blossom Estate": "Port Samir",
    "Tamarive Vanilla Growers": "Tamarive",
    "Nossibé Essences": "Nossibé Town",
    "Samir Agarwood Plantation": "Port Samir",
    "Firenzola Iris Farms": "Firenzola",
    "Plateau de Vallaurin Lavandes": "Vallaurin",
    "Grassonne Orangeries": "Grassonne",
    "Amakusa Citrus Union": "Amakusa Bay",
}
FAMILIES = ["Floral", "Chypre", "Fougère", "Oriental", "Woody", "Citrus", "Gourmand", "Leather"]
DESIGNERS = ["Pierre Castagne", "Studio Verre Blanc", "Emi Koizumi", "Rafael Ortolan"]
DESIGNERS += ["Greta Lindholm", "Atelier Cristallo"]
# Perfumes: name -> (house, perfumers, top, heart, base, family, bottle designer or None)
Perfume = tuple[str, list[str], list[str], list[str], list[str], str, str | None]
PERFUMES: dict[str, Perfume] = {
    "Nuit de Paressa": (
        "Maison Duvernay",
        ["Jacques Ollivier"],
        ["Bergamot"],
        ["Rose Absolute", "Iris Butter"],
        ["Vanilla", "Musk"],
        "Oriental",
        "Pierre Castagne",
    ),
    "Duvernay No. 7": (
        "Maison Duvernay",
        ["Hélène Marchal"],
        ["Neroli", "Mandarin"],
        ["Jasmine Sambac"],
        ["Sandalwood"],
        "Floral",
        "Pierre Castagne",
    ),
    "Lavande Sauvage": (
        "Les Parfums d'Orsel",
        ["Clémence Aubry"],
        ["Lavender", "Bergamot"],
        ["Labdanum"],
        ["Tonka Bean", "Cedarwood"],
        "Fougère",
        "Studio Verre Blanc",
    ),
    "Orsel Chypre Noir": (
        "Les Parfums d'Orsel",
        ["Jacques Ollivier", "Clémence Aubry"],
        ["Bergamot"],
        ["Rose Absolute"],
        ["Patchouli", "Labdanum"],
        "Chypre",
        None,
    ),
    "Giardino di Iris": (
        "Casa Venturosa",
        ["Lucia Benedetti"],
        ["Mandarin"],
        ["Iris Butter", "Orris Root"],
        ["Musk"],
        "Floral",
        "Atelier Cristallo",
    ),
    "Venturosa Cuoio": (
        "Casa Venturosa",
        ["Paolo Vanzetti"],
        ["Pink Pepper"],
        ["Iris Butter"],
        ["Labdanum", "Cedarwood"],
        "Leather",
        "Atelier Cristallo",
    ),
    "Brisa Marina": (
        "Santa Brisa Profumi",
        ["Sofia Lanza"],
        ["Bergamot", "Mandarin"],
        ["Neroli"],
        ["Vetiver"],
        "Citrus",
        "Rafael Ortolan",
    ),
    "Agrumi Dolci": (
        "Santa Brisa Profumi",
        ["Paolo Vanzetti", "Sofia Lanza"],
        ["Mandarin"],
        ["Ylang-Ylang"],
        ["Tonka Bean", "Vanilla"],
        "Gourmand",
        None,
    ),
    "Hinoki Bath": (
        "Atelier Kyoren",
        ["Mirei Takamura"],
        ["Yuzu"],
        ["Hinoki"],
        ["Cedarwood", "Musk"],
        "Woody",
        "Emi Koizumi",
    ),
    "Kyoren Tea Ceremony": (
        "Atelier Kyoren",
        ["Daichi Morino"],
        ["Yuzu", "Bergamot"],
        ["Black Tea"],
        ["Sandalwood"],
        "Woody",
        "Emi Koizumi",
    ),
    "Schwarzwald Moos": (
        "Hallenburg Duftwerk",
        ["Anke Rosswald"],
        ["Pink Pepper"],
        ["Lavender"],
        ["Vetiver", "Patchouli", "Cedarwood"],
        "Chypre",
        "Greta Lindholm",
    ),
    "Hallenburg Eis": (
        "Hallenburg Duftwerk",
        ["Bastien Roux"],
        ["Yuzu", "Mandarin"],
        ["Neroli"],
        ["Musk"],
        "Citrus",
        "Greta Lindholm",
    ),
    "Attar of the Caravan": (
        "Samir & Sons Attars",
        ["Yusuf Haddad"],
        ["Pink Pepper"],
        ["Rose Absolute"],
        ["Oud", "Sandalwood"],
        "Oriental",
        None,
    ),
    "Samir Amber": (
        "Samir & Sons Attars",
        ["Karim Nasser"],
        ["Ambrette Seed"],
        ["Labdanum"],
        ["Vanilla", "Tonka Bean"],
        "Gourmand",
        None,
    ),
    "Oud Imperial": (
        "Oud Royale Kandova",
        ["Yusuf Haddad", "Karim Nasser"],
        ["Bergamot"],
        ["Rose Absolute", "Jasmine Sambac"],
        ["Oud"],
        "Oriental",
        "Rafael Ortolan",
    ),
    "Desert Rose Elixir": (
        "Oud Royale Kandova",
        ["Anke Rosswald"],
        ["Ambrette Seed"],
        ["Rose Absolute"],
        ["Oud", "Musk"],
        "Floral",
        "Rafael Ortolan",
    ),
    "Tubéreuse Fatale": (
        "Maison Duvernay",
        ["Bastien Roux"],
        ["Pink Pepper"],
        ["Tuberose", "Ylang-Ylang"],
        ["Vanilla"],
        "Floral",
        "Pierre Castagne",
    ),
    "Vétiver d'Orsel": (
        "Les Parfums d'Orsel",
        ["Hélène Marchal"],
        ["Mandarin"],
        ["Black Tea"],
        ["Vetiver"],
        "Woody",
        "Studio Verre Blanc",
    ),
    "Moonlit Hinoki": (
        "Atelier Kyoren",
        ["Daichi Morino", "Mirei Takamura"],
        ["Yuzu"],
        ["Hinoki", "Tuberose"],
        ["Sandalwood", "Musk"],
        "Woody",
        None,
    ),
    "Cuir de Grassonne": (
        "Casa Venturosa",
        ["Clémence Aubry"],
        ["Bergamot"],
        ["Orris Root"],
        ["Labdanum", "Patchouli"],
        "Leather",
        "Atelier Cristallo",
    ),
}

FILLER_HOUSES = ["Maison Belcour", "Odeur Nomade", "Casa Lume", "Norrhem Parfums"]
FILLER_FIRST = ["Amélie", "Bruno", "Chiara", "Dorian", "Elif", "Fumiko", "Gérard", "Hana"]
FILLER_FIRST += ["Ivo", "Jeanne", "Kenji", "Léa"]
FILLER_LAST = ["Arnaud", "Bertolini", "Chevalier", "Dufour", "Esposito", "Fontana"]
FILLER_LAST += ["Girard", "Hayashi", "Ishida", "Jolivet"]
FILLER_WORDS = ["Velvet", "Silver", "Midnight", "Golden", "Secret", "Wild", "Amber", "Blue"]
FILLER_WORDS += ["White", "Hidden", "Crimson", "Quiet"]
FILLER_NOUNS = ["Garden", "Orchard", "Veil", "Harbour", "Dune", "Meadow", "Ember", "Silk"]
FILLER_NOUNS += ["Lantern", "Orchid", "Cloud", "Forest"]
N_FILLER_PERFUMERS = 12
N_FILLER_PERFUMES = 80


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    names = EntityKeys()
    key = names.key

    def city(name: str) -> str:
        return key("city", name)

    def perfumer(name: str) -> str:
        return key("perfumer", name)

    def material(name: str) -> str:
        return key("material", name)

    def perfume(name: str, row: Perfume) -> None:
        house, noses, top, heart, base, family, designer = row
        p = key("perfume", name)
        facts.append((p, HOUSE, key("house", house)))
        facts.extend((p, NOSE, perfumer(n)) for n in noses)
        facts.extend((p, TOP, material(m)) for m in top)
        facts.extend((p, HEART, material(m)) for m in heart)
        facts.extend((p, BASE, material(m)) for m in base)
        facts.append((p, FAMILY, key("family", family)))
        if designer:
            facts.append((p, BOTTLE, key("designer", designer)))

    for name, country in CITIES.items():
        facts.append((city(name), COUNTRY, key("country", country)))
    for name, place in GROUPS.items():
        facts.append((key("group", name), SEAT, city(place)))
    for name, (place, group) in HOUSES.items():
        facts.append((key("house", name), SEAT, city(place)))
        if group:
            facts.append((key("house", name), GROUP, key("group", group)))
    for name, place in FIRMS.items():
        facts.append((key("firm", name), SEAT, city(place)))
    for name, (firm, teachers) in PERFUMERS.items():
        facts.append((perfumer(name), EMPLOYER, key("firm", firm)))
        facts.extend((perfumer(name), TRAINED, perfumer(t)) for t in teachers)
    for name, place in GROWERS.items():
        facts.append((key("grower", name), SEAT, city(place)))
    for name, (origin, growers) in MATERIALS.items():
        facts.append((material(name), ORIGIN, key("country", origin)))
        facts.extend((material(name), HARVEST, key("grower", g)) for g in growers)
    for name, row in PERFUMES.items():
        perfume(name, row)

    # Filler houses: in a hand-written city, some owned by a group.
    for name in FILLER_HOUSES:
        facts.append((key("house", name), SEAT, city(rng.choice(sorted(CITIES)))))
        if rng.random() < 0.5:
            facts.append((key("house", name), GROUP, key("group", rng.choice(sorted(GROUPS)))))
    all_houses = [*HOUSES, *FILLER_HOUSES]

    # Filler perfumers: a firm, often a hand-written perfumer they trained with.
    taken = set(PERFUMERS)
    full_names = [f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST]
    filler_perfumers = unique_names(rng, full_names, N_FILLER_PERFUMERS, taken)
    for name in filler_perfumers:
        facts.append((perfumer(name), EMPLOYER, key("firm", rng.choice(sorted(FIRMS)))))
        if rng.random() < 0.75:
            facts.append((perfumer(name), TRAINED, perfumer(rng.choice(sorted(PERFUMERS)))))

    # Filler perfumes: mostly by filler perfumers, notes drawn from the materials.
    taken = set(PERFUMES)
    candidates = [f"{w} {n}" for w in FILLER_WORDS for n in FILLER_NOUNS]
    materials = sorted(MATERIALS)
    for name in unique_names(rng, candidates, N_FILLER_PERFUMES, taken):
        pool = filler_perfumers if rng.random() < 0.7 else sorted(PERFUMERS)
        row: Perfume = (
            rng.choice(all_houses),
            rng.sample(pool, 1),
            rng.sample(materials, 1),
            rng.sample(materials, rng.randint(1, 2)),
            rng.sample(materials, rng.randint(1, 2)),
            rng.choice(FAMILIES),
            rng.choice(DESIGNERS) if rng.random() < 0.4 else None,
        )
        perfume(name, row)

    kind_of = {name: TYPES[k.split(":", 1)[0]] for k, name in names.items()}
    triples, by_id = names.opaque(facts, rng, "pf*{:04d}")
    return triples, {eid: f"{name}\t{kind_of[name]}" for eid, name in by_id.items()}


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    """triples.tsv, and entities.tsv with a types column (``names`` holds ``name<TAB>type``)."""
    write_set(folder, triples, names, header="id\tname\ttypes")


if __name__ == "__main__":
    write(*build())
