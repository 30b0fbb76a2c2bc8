"""Build the `football` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional football world in real countries and cities: five leagues (Portugal, the
Netherlands, two tiers in Scotland, Argentina), their clubs, the grounds they play at and the
cities those grounds are in, each club's manager, its shirt and kit sponsors (companies with
a home city), local derbies, and the players: who they play for now, who they played for
before, their position, where they were born and which country they represent. Every club,
ground, league, company and person is invented; the cities and countries are real. The named
entities and their facts are written by hand below; a seeded generator adds filler clubs,
managers and players around them. Re-running the script rewrites the same files.

    python benchmarks/kgqa/football/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

SEED = 131

# Relation labels, deliberately in mixed styles.
PLAYS_FOR = "plays_for"  # player -> current club
FORMER = "formerClub"  # player or manager -> a club they played for before
GROUND = "org.club.home_ground"  # club -> stadium
LEAGUE = "COMPETES_IN"  # club -> league
MANAGER = "managedBy"  # club -> manager
BIRTHPLACE = "birthplace"  # person -> city
NATIONAL = "natl"  # player or manager -> country they represent
LOCATED = "http://example.org/sport#locatedIn"  # stadium or company -> city
SPONSOR = "kit_sponsor"  # club -> company on or behind its shirt
CITY_COUNTRY = "ctry"  # city -> country
LEAGUE_COUNTRY = "org.league.country"  # league -> country
POSITION = "position"  # player -> position
DERBY = "DERBY_WITH"  # club -> local rival (stored both ways)

# Cities: name -> country
CITIES = {
    "Coimbra": "Portugal",
    "Aveiro": "Portugal",
    "Faro": "Portugal",
    "Braga": "Portugal",
    "Lisbon": "Portugal",
    "Setúbal": "Portugal",
    "Viseu": "Portugal",
    "Utrecht": "Netherlands",
    "Groningen": "Netherlands",
    "Zwolle": "Netherlands",
    "Breda": "Netherlands",
    "Rotterdam": "Netherlands",
    "Leeuwarden": "Netherlands",
    "Arnhem": "Netherlands",
    "Dundee": "Scotland",
    "Aberdeen": "Scotland",
    "Inverness": "Scotland",
    "Perth": "Scotland",
    "Glasgow": "Scotland",
    "Stirling": "Scotland",
    "Dumfries": "Scotland",
    "Elgin": "Scotland",
    "Oban": "Scotland",
    "Rosario": "Argentina",
    "Córdoba": "Argentina",
    "Mendoza": "Argentina",
    "La Plata": "Argentina",
    "Buenos Aires": "Argentina",
    "Salta": "Argentina",
    "Tucumán": "Argentina",
    "Recife": "Brazil",
    "Curitiba": "Brazil",
    "Lagos": "Nigeria",
    "Enugu": "Nigeria",
    "Kumasi": "Ghana",
    "Dakar": "Senegal",
    "Sapporo": "Japan",
    "Nagoya": "Japan",
    "Medellín": "Colombia",
    "Salto": "Uruguay",
    "Manchester": "England",
    "Leeds": "England",
    "Zurich": "Switzerland",
    "Leuven": "Belgium",
    "Praia": "Cape Verde",
    "Paramaribo": "Suriname",
}
# Leagues: name -> country
LEAGUES = {
    "Primeira Costa": "Portugal",
    "Lage Landen League": "Netherlands",
    "Highland Premiership": "Scotland",
    "Highland Championship": "Scotland",
    "Liga del Plata": "Argentina",
}
# Sponsors: name -> home city
SPONSORS = {
    "Tagus Telecom": "Lisbon",
    "Nordzee Verzekeringen": "Rotterdam",
    "Caledon Energy": "Glasgow",
    "Pampa Seguros": "Buenos Aires",
    "Orbit Sportswear": "Manchester",
    "Kanto Motors": "Nagoya",
    "Sahel Airways": "Dakar",
    "Lumen Bank": "Zurich",
    "Brouwerij Velde": "Leuven",
    "Highland Spring Water": "Perth",
}
# Stadiums: name -> city
STADIUMS = {
    "Estádio do Choupal": "Coimbra",
    "Estádio das Salinas": "Aveiro",
    "Estádio Ria Formosa": "Faro",
    "Estádio da Sé": "Braga",
    "Domstadion": "Utrecht",
    "Martini Arena": "Groningen",
    "Sassenpoort Stadion": "Zwolle",
    "Markdal Stadion": "Breda",
    "Taybank Park": "Dundee",
    "Links Road": "Aberdeen",
    "Riverside Bowl": "Inverness",
    "Tulloch Park": "Perth",
    "Estadio Monumental del Litoral": "Rosario",
    "Estadio La Cañada": "Córdoba",
    "Estadio Aconcagua": "Mendoza",
    "Estadio del Bosque Viejo": "La Plata",
}
# Managers: name -> (birthplace, country represented, former clubs as a player)
MANAGERS = {
    "Rui Valadares": ("Setúbal", "Portugal", ["Atlético Algarvio"]),
    "Hélder Campos": ("Praia", "Cape Verde", []),
    "Bruno Teixeira": ("Viseu", "Portugal", ["Mondego Sport Clube", "União Minhota"]),
    "Marta Sequeira": ("Lisbon", "Portugal", []),
    "Joost van Dam": ("Arnhem", "Netherlands", ["BSV Mark"]),
    "Edgar Linde": ("Paramaribo", "Netherlands", ["Noorderlicht Groningen", "VV Domstad"]),
    "Pieter Hofstra": ("Leeuwarden", "Netherlands", []),
    "Anke Bosma": ("Groningen", "Netherlands", []),
    "Callum Reid": ("Stirling", "Scotland", ["Dundee Thistle", "Granite City Rovers"]),
    "Fraser Mackie": ("Elgin", "Scotland", ["Ness Valley FC"]),
    "Owen Pritchard": ("Leeds", "England", []),
    "Ewan Dalgleish": ("Glasgow", "Scotland", ["Fair City Wanderers"]),
    "Diego Ferreyra": ("Salta", "Argentina", ["Club Atlético Paraná"]),
    "Horacio Benítez": ("Tucumán", "Argentina", ["Sportivo Mediterráneo", "Racing Litoral"]),
    "Gustavo Lerner": ("Buenos Aires", "Argentina", []),
    "Mauro Sosa": ("Salto", "Uruguay", ["Deportivo Cuyo"]),
    "Ignacio Paz": ("Córdoba", "Argentina", []),
}
# Clubs: name -> (league, stadium, manager, sponsors)
CLUBS = {
    "Mondego Sport Clube": (
        "Primeira Costa",
        "Estádio do Choupal",
        "Bruno Teixeira",
        ["Tagus Telecom", "Orbit Sportswear"],
    ),
    "Ria Aveiro FC": ("Primeira Costa", "Estádio das Salinas", "Rui Valadares", ["Tagus Telecom"]),
    "Atlético Algarvio": (
        "Primeira Costa",
        "Estádio Ria Formosa",
        "Hélder Campos",
        ["Sahel Airways"],
    ),
    "União Minhota": ("Primeira Costa", "Estádio da Sé", "Marta Sequeira", ["Lumen Bank"]),
    "VV Domstad": (
        "Lage Landen League",
        "Domstadion",
        "Joost van Dam",
        ["Nordzee Verzekeringen", "Orbit Sportswear"],
    ),
    "Noorderlicht Groningen": (
        "Lage Landen League",
        "Martini Arena",
        "Anke Bosma",
        ["Brouwerij Velde"],
    ),
    "Blauw-Wit Zwolle": (
        "Lage Landen League",
        "Sassenpoort Stadion",
        "Pieter Hofstra",
        ["Nordzee Verzekeringen"],
    ),
    "BSV Mark": ("Lage Landen League", "Markdal Stadion", "Edgar Linde", ["Kanto Motors"]),
    "Dundee Thistle": (
        "Highland Premiership",
        "Taybank Park",
        "Owen Pritchard",
        ["Caledon Energy", "Orbit Sportswear"],
    ),
    "Granite City Rovers": (
        "Highland Premiership",
        "Links Road",
        "Callum Reid",
        ["Caledon Energy"],
    ),
    "Ness Valley FC": (
        "Highland Premiership",
        "Riverside Bowl",
        "Ewan Dalgleish",
        ["Highland Spring Water"],
    ),
    "Fair City Wanderers": (
        "Highland Championship",
        "Tulloch Park",
        "Fraser Mackie",
        ["Highland Spring Water", "Lumen Bank"],
    ),
    "Club Atlético Paraná": (
        "Liga del Plata",
        "Estadio Monumental del Litoral",
        "Horacio Benítez",
        ["Pampa Seguros"],
    ),
    "Racing Litoral": (
        "Liga del Plata",
        "Estadio Monumental del Litoral",
        "Mauro Sosa",
        ["Kanto Motors"],
    ),
    "Sportivo Mediterráneo": (
        "Liga del Plata",
        "Estadio La Cañada",
        "Diego Ferreyra",
        ["Pampa Seguros", "Orbit Sportswear"],
    ),
    "Deportivo Cuyo": ("Liga del Plata", "Estadio Aconcagua", "Gustavo Lerner", ["Sahel Airways"]),
    "Club Platense del Bosque": (
        "Liga del Plata",
        "Estadio del Bosque Viejo",
        "Ignacio Paz",
        ["Pampa Seguros"],
    ),
}
DERBIES = [
    ("Club Atlético Paraná", "Racing Litoral"),
    ("Mondego Sport Clube", "Ria Aveiro FC"),
    ("Dundee Thistle", "Fair City Wanderers"),
    ("Granite City Rovers", "Ness Valley FC"),
]
# Players: name -> (club, former clubs, position, birthplace, country represented)
PLAYERS = {
    "Tiago Amaral": ("Mondego Sport Clube", ["Ria Aveiro FC"], "forward", "Coimbra", "Portugal"),
    "Nuno Brites": ("Mondego Sport Clube", [], "goalkeeper", "Viseu", "Portugal"),
    "Kwabena Owusu": (
        "Mondego Sport Clube",
        ["Noorderlicht Groningen"],
        "midfielder",
        "Kumasi",
        "Ghana",
    ),
    "Duarte Lobo": ("Ria Aveiro FC", ["União Minhota"], "defender", "Aveiro", "Portugal"),
    "Ibrahima Sarr": ("Ria Aveiro FC", ["Atlético Algarvio"], "forward", "Dakar", "Senegal"),
    "Kelvin Tavares": ("Atlético Algarvio", [], "midfielder", "Praia", "Cape Verde"),
    "Rafael Moura": (
        "União Minhota",
        ["Mondego Sport Clube", "Deportivo Cuyo"],
        "midfielder",
        "Recife",
        "Brazil",
    ),
    "Sem de Boer": ("VV Domstad", ["Blauw-Wit Zwolle"], "defender", "Zwolle", "Netherlands"),
    "Ryan Kromowidjojo": ("VV Domstad", [], "forward", "Paramaribo", "Netherlands"),
    "Chidi Okonkwo": (
        "VV Domstad",
        ["Granite City Rovers", "BSV Mark"],
        "forward",
        "Enugu",
        "Nigeria",
    ),
    "Lars Wierenga": ("Noorderlicht Groningen", [], "goalkeeper", "Groningen", "Netherlands"),
    "Daan Kuipers": (
        "Noorderlicht Groningen",
        ["VV Domstad"],
        "midfielder",
        "Utrecht",
        "Netherlands",
    ),
    "Yuto Hasegawa": ("Blauw-Wit Zwolle", ["Dundee Thistle"], "midfielder", "Sapporo", "Japan"),
    "Thijs Verbeek": ("BSV Mark", ["Noorderlicht Groningen"], "defender", "Breda", "Netherlands"),
    "Jamie Kerr": ("Dundee Thistle", ["Fair City Wanderers"], "forward", "Dundee", "Scotland"),
    "Ross Buchanan": ("Dundee Thistle", [], "defender", "Perth", "Scotland"),
    "Emeka Adeyemi": ("Dundee Thistle", ["VV Domstad"], "midfielder", "Lagos", "Nigeria"),
    "Scott Laing": (
        "Granite City Rovers",
        ["Ness Valley FC", "Dundee Thistle"],
        "goalkeeper",
        "Aberdeen",
        "Scotland",
    ),
    "Harvey Doyle": ("Granite City Rovers", [], "forward", "Manchester", "England"),
    "Alasdair Munro": ("Ness Valley FC", [], "midfielder", "Inverness", "Scotland"),
    "Kenji Watanabe": ("Ness Valley FC", ["Blauw-Wit Zwolle"], "forward", "Nagoya", "Japan"),
    "Greg Moffat": ("Fair City Wanderers", ["Dundee Thistle"], "defender", "Dumfries", "Scotland"),
    "Lautaro Giménez": (
        "Club Atlético Paraná",
        ["Racing Litoral"],
        "forward",
        "Rosario",
        "Argentina",
    ),
    "Facundo Ortiz": ("Club Atlético Paraná", [], "goalkeeper", "Rosario", "Argentina"),
    "Matías Quiroga": ("Racing Litoral", [], "midfielder", "Mendoza", "Argentina"),
    "Juan Pablo Arango": (
        "Racing Litoral",
        ["Sportivo Mediterráneo"],
        "forward",
        "Medellín",
        "Colombia",
    ),
    "Sebastián Olmedo": (
        "Sportivo Mediterráneo",
        ["Club Platense del Bosque", "Deportivo Cuyo"],
        "defender",
        "Córdoba",
        "Argentina",
    ),
    "Nicolás Cabrera": ("Sportivo Mediterráneo", [], "midfielder", "Salto", "Uruguay"),
    "Emiliano Rojas": (
        "Deportivo Cuyo",
        ["Club Atlético Paraná"],
        "forward",
        "Buenos Aires",
        "Argentina",
    ),
    "Thiago Bastos": ("Deportivo Cuyo", ["Ria Aveiro FC"], "defender", "Curitiba", "Brazil"),
    "Agustín Peralta": ("Club Platense del Bosque", [], "forward", "La Plata", "Argentina"),
}

# Filler: clubs, grounds, managers and players in the same countries.
FILLER_CLUBS = {
    # league -> (home cities, name patterns)
    "Primeira Costa": (["Setúbal", "Viseu"], ["{} Futebol Clube", "Estrela de {}"]),
    "Lage Landen League": (["Leeuwarden", "Arnhem"], ["SC {}", "{} Boys"]),
    "Highland Premiership": (["Stirling", "Elgin"], ["{} Thistle", "{} Caledonian"]),
    "Highland Championship": (
        ["Dumfries", "Oban", "Dundee", "Aberdeen", "Glasgow"],
        ["{} Swifts", "{} Corinthians", "{} Harp", "{} Academicals"],
    ),
    "Liga del Plata": (["Salta", "Tucumán"], ["Sportivo {}", "Defensores de {}"]),
}
GROUND_WORDS = ["Park", "Arena", "Road", "Stadium", "Lane", "Meadow"]
FIRST_NAMES = [
    "André",
    "Bram",
    "Callum",
    "Dário",
    "Ezequiel",
    "Finn",
    "Gonzalo",
    "Hugo",
    "Iker",
    "Jorge",
    "Kieran",
    "Luuk",
    "Marco",
    "Niels",
    "Oscar",
    "Pablo",
    "Quentin",
    "Rúben",
    "Stijn",
    "Tomás",
    "Valentín",
    "Wout",
    "Yusuf",
    "Zeca",
    "Moussa",
    "Kofi",
]
LAST_NAMES = [
    "Almeida",
    "Bakker",
    "Campbell",
    "Duarte",
    "Escobar",
    "Fraser",
    "Gomes",
    "Hendriks",
    "Iglesias",
    "Jansen",
    "Kennedy",
    "Lopes",
    "Mulder",
    "Navarro",
    "Oliveira",
    "Paterson",
    "Ramos",
    "Smit",
    "Torres",
    "Visser",
    "Wallace",
    "Diallo",
    "Mensah",
]
POSITIONS = ["goalkeeper", "defender", "defender", "midfielder", "midfielder", "forward"]
N_PLAYERS_PER_CLUB = (2, 4)  # filler players added to every club


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    # Entities are keyed by kind and name while building; opaque ids replace the keys last.
    names = EntityKeys()
    key = names.key

    def place(name: str) -> str:  # cities and countries share one namespace
        return key("place", name)

    for city, country in CITIES.items():
        facts.append((place(city), CITY_COUNTRY, place(country)))
    for league, country in LEAGUES.items():
        facts.append((key("league", league), LEAGUE_COUNTRY, place(country)))
    for company, city in SPONSORS.items():
        facts.append((key("co", company), LOCATED, place(city)))
    for stadium, city in STADIUMS.items():
        facts.append((key("ground", stadium), LOCATED, place(city)))
    for person, (born, country, former) in MANAGERS.items():
        p = key("person", person)
        facts += [(p, BIRTHPLACE, place(born)), (p, NATIONAL, place(country))]
        facts += [(p, FORMER, key("club", c)) for c in former]
    for club, (league, stadium, manager, sponsors) in CLUBS.items():
        c = key("club", club)
        facts += [
            (c, LEAGUE, key("league", league)),
            (c, GROUND, key("ground", stadium)),
            (c, MANAGER, key("person", manager)),
        ]
        facts += [(c, SPONSOR, key("co", s)) for s in sponsors]
    for a, b in DERBIES:
        facts += [(key("club", a), DERBY, key("club", b)), (key("club", b), DERBY, key("club", a))]
    for person, (club, former, position, born, country) in PLAYERS.items():
        p = key("person", person)
        facts += [
            (p, PLAYS_FOR, key("club", club)),
            (p, POSITION, key("pos", position)),
            (p, BIRTHPLACE, place(born)),
            (p, NATIONAL, place(country)),
        ]
        facts += [(p, FORMER, key("club", c)) for c in former]

    # Filler clubs: two per league (five in the second Scottish tier), each with its own ground
    # in its home city, a manager and a sponsor; a club sharing a city has a derby there.
    person_names = [f"{a} {b}" for a in FIRST_NAMES for b in LAST_NAMES]
    person_names = [n for n in person_names if n not in PLAYERS and n not in MANAGERS]
    rng.shuffle(person_names)
    clubs_in: dict[str, list[str]] = {league: [] for league in LEAGUES}
    for club, (league, *_rest) in CLUBS.items():
        clubs_in[league].append(club)
    for league, (cities, patterns) in FILLER_CLUBS.items():
        country = LEAGUES[league]
        for city in cities:
            club = rng.choice(patterns).format(city)
            stadium = f"{city} {rng.choice(GROUND_WORDS)}"
            manager = person_names.pop()
            c = key("club", club)
            facts += [
                (c, LEAGUE, key("league", league)),
                (c, GROUND, key("ground", stadium)),
                (key("ground", stadium), LOCATED, place(city)),
                (c, MANAGER, key("person", manager)),
                (c, SPONSOR, key("co", rng.choice(list(SPONSORS)))),
                (key("person", manager), BIRTHPLACE, place(rng.choice(list(CITIES)))),
                (key("person", manager), NATIONAL, place(country)),
            ]
            clubs_in[league].append(club)
            for other, (_, ground, *_rest) in CLUBS.items():
                if STADIUMS[ground] == city:
                    facts += [(c, DERBY, key("club", other)), (key("club", other), DERBY, c)]
    all_clubs = [c for cs in clubs_in.values() for c in cs]

    # Filler players: 2-4 per club; most born in the club's country and representing it.
    cities_of: dict[str, list[str]] = {}
    for city, country in CITIES.items():
        cities_of.setdefault(country, []).append(city)
    for league, clubs in clubs_in.items():
        country = LEAGUES[league]
        for club in clubs:
            for _ in range(rng.randint(*N_PLAYERS_PER_CLUB)):
                p = key("person", person_names.pop())
                if rng.random() < 0.75:
                    born = rng.choice(cities_of[country])
                    represents = country
                else:
                    born = rng.choice(list(CITIES))
                    represents = CITIES[born] if rng.random() < 0.7 else country
                facts += [
                    (p, PLAYS_FOR, key("club", club)),
                    (p, POSITION, key("pos", rng.choice(POSITIONS))),
                    (p, BIRTHPLACE, place(born)),
                    (p, NATIONAL, place(represents)),
                ]
                if rng.random() < 0.4:
                    former = rng.choice([c for c in all_clubs if c != club])
                    facts.append((p, FORMER, key("club", former)))

    # Opaque ids, drawn with the seed.
    return with_opaque_ids(facts, names, rng, range(100000), "fb{:05d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
