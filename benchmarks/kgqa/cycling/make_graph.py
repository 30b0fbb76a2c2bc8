"""Build the `cycling` KGQA graph: triples.tsv and entities.tsv (with a types column).

A fictional road-cycling world: countries and their towns, pro teams and where they are
based, their sponsors, bike suppliers and sports directors (and the teams those rode for
before), riders (team, nationality, birthplace, the leader each rides in service of) and the
races they won, with each race's start town, finish town and organiser. Every name and fact
is invented. The countries, towns, companies, teams, directors, twelve races and twenty-four
riders are written by hand below; a seeded generator adds filler towns, teams and riders.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/cycling/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, unique_names, write_set  # noqa: E402

SEED = 7351

# Relation labels, deliberately in mixed styles.
RIDES_FOR = "rides_for"  # rider -> team
NATION = "countryOfRider"  # rider -> country they race under
BORN = "born in"  # rider -> town
SPONSOR = "team.sponsor"  # team -> sponsoring company
BIKES = "BIKE_SUPPLIER"  # team -> bike maker
BASED = "http://velo.example.org/ns#basedIn"  # team, company, bike maker -> town
IN_COUNTRY = "in_country"  # town -> country
DS = "directeur sportif"  # team -> person running the team car
EX_RIDER = "exRiderOf"  # sports director -> team they once rode for
WON = "has won"  # rider -> race
START = "startsIn"  # race -> town
FINISH = "finish_town"  # race -> town
ORGANISER = "ORGANISER"  # race -> company
SERVES = "domestique of"  # rider -> team leader they work for

# Types of the entity kinds (the types column).
TYPES = {
    "country": "country",
    "town": "town",
    "team": "team",
    "company": "company",
    "maker": "bike maker",
    "director": "sports director",
    "race": "race",
    "rider": "rider",
}

# Hand-written towns: name -> country
TOWNS = {
    "Marvello": "Valdora",
    "San Tiberio": "Valdora",
    "Corvaglia": "Valdora",
    "Lusena": "Valdora",
    "Brecken": "Kestria",
    "Ottersund": "Kestria",
    "Halmby": "Kestria",
    "Rochemont": "Solenne",
    "Vire-sur-Lande": "Solenne",
    "Castelbrun": "Solenne",
    "Aubrac-les-Pins": "Solenne",
    "Zandvoorde": "Brenmark",
    "Kortrecht": "Brenmark",
    "Oudeberg": "Brenmark",
    "Piedralta": "Ardovia",
    "Montevaro": "Ardovia",
    "Villaseca": "Ardovia",
    "Grenzach": "Tessaly",
    "Altenfurt": "Tessaly",
    "Kleinried": "Tessaly",
}
COUNTRIES = ["Valdora", "Kestria", "Solenne", "Brenmark", "Ardovia", "Tessaly", "Norvik"]
# Companies (sponsors and race organisers): name -> town of head office
COMPANIES = {
    "Lumetra Energy": "Marvello",
    "Brecken Bank": "Brecken",
    "Solaria Insurance": "Rochemont",
    "Kortrecht Kitchens": "Kortrecht",
    "Altenfurt Optik": "Altenfurt",
    "Piedralta Cement": "Piedralta",
    "Nordgrain Foods": "Halmby",
    "Verdana Mobile": "San Tiberio",
    "Castel Water": "Castelbrun",
    "Oudeberg Logistics": "Oudeberg",
    "Velosport Media": "Lusena",
    "Courses de Solenne": "Vire-sur-Lande",
    "Ardovia Sports Events": "Montevaro",
    "Grenzach Radsport GmbH": "Grenzach",
}
# Bike makers: name -> town
MAKERS = {
    "Ferraccio Cicli": "Corvaglia",
    "Halm Bikes": "Halmby",
    "Cadre Rouge": "Aubrac-les-Pins",
    "Zandvelo": "Zandvoorde",
    "Montevaro Frames": "Montevaro",
    "Kleinried Radbau": "Kleinried",
}
# Sports directors: name -> teams they rode for before
DIRECTORS = {
    "Gianni Rastelli": ["Team Lumetra"],
    "Henrik Aalberg": ["Brecken Bank Cycling"],
    "Olivier Massenet": ["Lumetra Energy Pro", "Solaria-Cadre"],
    "Pieter Van Loon": ["Kortrecht-Zandvelo"],
    "Javier Ocampo": [],
    "Ulrike Brandt": ["Optik Radteam"],
    "Matteo Sgarbi": ["Verdana-Ferraccio", "Team Lumetra"],
    "Sven Tollefsen": [],
    "Inés Calderón": ["Piedralta Racing"],
    "Bram De Wulf": ["Solaria-Cadre", "Kortrecht-Zandvelo"],
}
# Teams: name -> (town, sponsors, bike maker, directors)
TEAMS = {
    "Team Lumetra": (
        "Marvello",
        ["Lumetra Energy", "Castel Water"],
        "Ferraccio Cicli",
        ["Matteo Sgarbi"],
    ),
    "Brecken Bank Cycling": ("Brecken", ["Brecken Bank"], "Halm Bikes", ["Henrik Aalberg"]),
    "Solaria-Cadre": (
        "Rochemont",
        ["Solaria Insurance"],
        "Cadre Rouge",
        ["Olivier Massenet", "Bram De Wulf"],
    ),
    "Kortrecht-Zandvelo": (
        "Kortrecht",
        ["Kortrecht Kitchens", "Oudeberg Logistics"],
        "Zandvelo",
        ["Pieter Van Loon"],
    ),
    "Optik Radteam": ("Altenfurt", ["Altenfurt Optik"], "Kleinried Radbau", ["Ulrike Brandt"]),
    "Piedralta Racing": (
        "Piedralta",
        ["Piedralta Cement", "Velosport Media"],
        "Montevaro Frames",
        ["Inés Calderón", "Javier Ocampo"],
    ),
    "Verdana-Ferraccio": (
        "San Tiberio",
        ["Verdana Mobile"],
        "Ferraccio Cicli",
        ["Gianni Rastelli"],
    ),
    "Nordgrain Pro Cycling": (
        "Halmby",
        ["Nordgrain Foods", "Brecken Bank"],
        "Halm Bikes",
        ["Sven Tollefsen"],
    ),
}
# Races: name -> (start town, finish town, organiser)
RACES = {
    "Giro di Valdora": ("Lusena", "Marvello", "Velosport Media"),
    "Tour de Solenne": ("Aubrac-les-Pins", "Rochemont", "Courses de Solenne"),
    "Vuelta a Ardovia": ("Villaseca", "Montevaro", "Ardovia Sports Events"),
    "Ronde van Brenmark": ("Zandvoorde", "Oudeberg", "Oudeberg Logistics"),
    "Kestria Classic": ("Ottersund", "Brecken", "Nordgrain Foods"),
    "Tessaly Rundfahrt": ("Kleinried", "Grenzach", "Grenzach Radsport GmbH"),
    "Paris-Castelbrun": ("Vire-sur-Lande", "Castelbrun", "Courses de Solenne"),
    "Strade Bianche di Corvaglia": ("Corvaglia", "Corvaglia", "Velosport Media"),
    "Kortrecht Cobbles": ("Kortrecht", "Zandvoorde", "Oudeberg Logistics"),
    "Sierra Montevaro": ("Piedralta", "Montevaro", "Ardovia Sports Events"),
    "Halmby Fjord Race": ("Halmby", "Ottersund", "Nordgrain Foods"),
    "Alpenpreis Altenfurt": ("Altenfurt", "Altenfurt", "Grenzach Radsport GmbH"),
}
# Riders: name -> (team, country, birth town, leaders they ride for, races won)
RIDERS = {
    "Luca Ferrandi": ("Team Lumetra", "Valdora", "Corvaglia", [], ["Giro di Valdora"]),
    "Nico Baldassari": (
        "Team Lumetra",
        "Valdora",
        "Lusena",
        ["Luca Ferrandi"],
        ["Strade Bianche di Corvaglia"],
    ),
    "Emil Strand": ("Team Lumetra", "Kestria", "Ottersund", ["Luca Ferrandi"], []),
    "Jonas Halvard": (
        "Brecken Bank Cycling",
        "Kestria",
        "Brecken",
        [],
        ["Kestria Classic", "Halmby Fjord Race"],
    ),
    "Rune Økland": ("Brecken Bank Cycling", "Norvik", "Halmby", ["Jonas Halvard"], []),
    "Thibault Garnier": (
        "Solaria-Cadre",
        "Solenne",
        "Castelbrun",
        [],
        ["Tour de Solenne", "Paris-Castelbrun"],
    ),
    "Maxime Roussel": (
        "Solaria-Cadre",
        "Solenne",
        "Vire-sur-Lande",
        ["Thibault Garnier"],
        [],
    ),
    "Diego Arrieta": ("Solaria-Cadre", "Ardovia", "Villaseca", ["Thibault Garnier"], []),
    "Wout Claeys": (
        "Kortrecht-Zandvelo",
        "Brenmark",
        "Kortrecht",
        [],
        ["Ronde van Brenmark", "Kortrecht Cobbles"],
    ),
    "Jasper Mertens": ("Kortrecht-Zandvelo", "Brenmark", "Oudeberg", ["Wout Claeys"], []),
    "Felix Achterberg": (
        "Kortrecht-Zandvelo",
        "Tessaly",
        "Kleinried",
        ["Wout Claeys"],
        ["Kortrecht Cobbles"],
    ),
    "Lukas Brenner": (
        "Optik Radteam",
        "Tessaly",
        "Grenzach",
        [],
        ["Tessaly Rundfahrt", "Alpenpreis Altenfurt"],
    ),
    "Tobias Keller": ("Optik Radteam", "Tessaly", "Altenfurt", ["Lukas Brenner"], []),
    "Ander Etxeberria": (
        "Piedralta Racing",
        "Ardovia",
        "Piedralta",
        [],
        ["Vuelta a Ardovia", "Sierra Montevaro"],
    ),
    "Pablo Serrano": ("Piedralta Racing", "Ardovia", "Montevaro", ["Ander Etxeberria"], []),
    "Marco Venturi": (
        "Verdana-Ferraccio",
        "Valdora",
        "San Tiberio",
        [],
        ["Giro di Valdora", "Strade Bianche di Corvaglia"],
    ),
    "Andrea Colli": ("Verdana-Ferraccio", "Valdora", "Marvello", ["Marco Venturi"], []),
    "Kasper Lind": (
        "Nordgrain Pro Cycling",
        "Kestria",
        "Halmby",
        [],
        ["Halmby Fjord Race"],
    ),
    "Oskar Vestby": ("Nordgrain Pro Cycling", "Norvik", "Ottersund", ["Kasper Lind"], []),
    "Hugo Lemaire": ("Nordgrain Pro Cycling", "Solenne", "Aubrac-les-Pins", ["Kasper Lind"], []),
    "Sebastián Ruiz": ("Verdana-Ferraccio", "Ardovia", "Villaseca", ["Marco Venturi"], []),
    "Dries Vandamme": ("Brecken Bank Cycling", "Brenmark", "Zandvoorde", ["Jonas Halvard"], []),
    "Matthias Ober": ("Optik Radteam", "Tessaly", "Kleinried", ["Lukas Brenner"], []),
    "Julien Fabre": (
        "Team Lumetra",
        "Solenne",
        "Rochemont",
        ["Luca Ferrandi"],
        ["Tour de Solenne"],
    ),
}

FILLER_TOWNS = ["Arcella", "Belvedo", "Crasnik", "Duvelle", "Eskerby", "Fontrieu", "Gavorra"]
FILLER_TOWNS += ["Hollerup", "Isarwald", "Jarnac-le-Haut", "Kalvby", "Lindau am See", "Mezzano"]
FILLER_TOWNS += ["Nieuwdorp", "Orbassa"]
FILLER_TEAMS = ["Team Arcadia", "Bora Valley Cycling", "Cobalt Velo", "Delta Rouleurs"]
FILLER_TEAMS += ["Eagle Ridge Racing", "Falco Pro Team"]
FILLER_SPONSORS = ["Arcadia Telecom", "Bora Valley Dairy", "Cobalt Paints", "Delta Airways"]
FILLER_SPONSORS += ["Eagle Ridge Water", "Falco Motors"]
FILLER_DIRECTORS = ["Aldo Pezzini", "Bertrand Fayolle", "Claes Nyberg", "Dirk Vanacker"]
FILLER_DIRECTORS += ["Enzo Marchetti", "Frode Hauge"]
FILLER_FIRST = ["Adrien", "Bastian", "Cesare", "Daan", "Erik", "Fabio", "Gaspard", "Hannes"]
FILLER_FIRST += ["Iker", "Joren", "Kilian", "Lorenzo", "Mads", "Nils", "Oriol", "Quentin"]
FILLER_FIRST += ["Raul", "Stijn", "Teo", "Valentin"]
FILLER_LAST = ["Albers", "Bianchi", "Castro", "Dumont", "Eriksen", "Fontaine", "Gallo"]
FILLER_LAST += ["Hendriks", "Iturbe", "Janssen", "Krüger", "Lombardi", "Moreau", "Nygaard"]
FILLER_LAST += ["Olsen", "Peeters", "Quintana", "Rossi", "Schulz", "Torres", "Urbani", "Vidal"]
N_FILLER_RIDERS = 140


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []
    names = EntityKeys()
    key = names.key

    def town(name: str) -> str:
        return key("town", name)

    def team(name: str) -> str:
        return key("team", name)

    def rider(name: str) -> str:
        return key("rider", name)

    def company(name: str) -> str:
        return key("company", name)

    for name, country in TOWNS.items():
        facts.append((town(name), IN_COUNTRY, key("country", country)))
    for name, place in COMPANIES.items():
        facts.append((company(name), BASED, town(place)))
    for name, place in MAKERS.items():
        facts.append((key("maker", name), BASED, town(place)))
    for name, (place, sponsors, maker, directors) in TEAMS.items():
        facts.append((team(name), BASED, town(place)))
        facts += [(team(name), SPONSOR, company(s)) for s in sponsors]
        facts.append((team(name), BIKES, key("maker", maker)))
        facts += [(team(name), DS, key("director", d)) for d in directors]
    for name, former in DIRECTORS.items():
        facts += [(key("director", name), EX_RIDER, team(t)) for t in former]
    for name, (start, finish, organiser) in RACES.items():
        facts += [
            (key("race", name), START, town(start)),
            (key("race", name), FINISH, town(finish)),
            (key("race", name), ORGANISER, company(organiser)),
        ]
    for name, (squad, country, birth, leaders, wins) in RIDERS.items():
        facts += [
            (rider(name), RIDES_FOR, team(squad)),
            (rider(name), NATION, key("country", country)),
            (rider(name), BORN, town(birth)),
        ]
        facts += [(rider(name), SERVES, rider(x)) for x in leaders]
        facts += [(rider(name), WON, key("race", r)) for r in wins]

    # Filler towns, spread over the countries.
    for name in FILLER_TOWNS:
        facts.append((town(name), IN_COUNTRY, key("country", rng.choice(COUNTRIES))))
    all_towns = [*TOWNS, *FILLER_TOWNS]

    # Filler teams: their own sponsor, a bike maker, a filler director (who may have ridden
    # for a hand-written team).
    for name, sponsor, director in zip(
        FILLER_TEAMS, FILLER_SPONSORS, FILLER_DIRECTORS, strict=True
    ):
        place = rng.choice(FILLER_TOWNS)
        facts += [
            (company(sponsor), BASED, town(place)),
            (team(name), BASED, town(place)),
            (team(name), SPONSOR, company(sponsor)),
            (team(name), BIKES, key("maker", rng.choice(sorted(MAKERS)))),
            (team(name), DS, key("director", director)),
        ]
        if rng.random() < 0.7:
            facts.append((key("director", director), EX_RIDER, team(rng.choice(sorted(TEAMS)))))
    all_teams = [*TEAMS, *FILLER_TEAMS]

    # Filler riders: a team, a country, a birthplace, often a leader of the same team.
    leaders_by_team: dict[str, list[str]] = {}
    for name, (squad, _, _, leaders, _) in RIDERS.items():
        if not leaders:
            leaders_by_team.setdefault(squad, []).append(name)
    taken = set(RIDERS)
    full_names = [f"{f} {last}" for f in FILLER_FIRST for last in FILLER_LAST]
    filler_riders = unique_names(rng, full_names, N_FILLER_RIDERS, taken)
    for i, name in enumerate(filler_riders):
        squad = all_teams[i % len(all_teams)]
        facts += [
            (rider(name), RIDES_FOR, team(squad)),
            (rider(name), NATION, key("country", rng.choice(COUNTRIES))),
            (rider(name), BORN, town(rng.choice(all_towns))),
        ]
        if squad in leaders_by_team and rng.random() < 0.4:
            facts.append((rider(name), SERVES, rider(rng.choice(leaders_by_team[squad]))))
        if rng.random() < 0.05:
            facts.append((rider(name), WON, key("race", rng.choice(sorted(RACES)))))

    kind_of = {name: TYPES[k.split(":", 1)[0]] for k, name in names.items()}
    triples, by_id = names.opaque(facts, rng, "v{:04d}.c")
    return triples, {eid: f"{name}\t{kind_of[name]}" for eid, name in by_id.items()}


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    """triples.tsv, and entities.tsv with a types column (``names`` holds ``name<TAB>type``)."""
    write_set(folder, triples, names, header="id\tname\ttypes")


if __name__ == "__main__":
    write(*build())
