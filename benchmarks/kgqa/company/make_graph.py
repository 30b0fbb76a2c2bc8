"""Build the `company` KGQA graph: triples.tsv and entities.tsv (with a types column).

The schema, the teams, their leaders, the projects and the skills they require are written
by hand below; the rank-and-file staff (names, teams, offices, skills, managers) are drawn
with a fixed seed so the graph has a realistic amount of distraction around the entities
the questions ask about. Re-running the script rewrites the same files byte for byte.

    python benchmarks/kgqa/company/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import write_triples  # noqa: E402

SEED = 11

COUNTRIES = {
    "ctry_de": "Germany",
    "ctry_pt": "Portugal",
    "ctry_ca": "Canada",
    "ctry_sg": "Singapore",
}
CITIES = {
    # id: (name, country)
    "cty_ber": ("Berlin", "ctry_de"),
    "cty_muc": ("Munich", "ctry_de"),
    "cty_lis": ("Lisbon", "ctry_pt"),
    "cty_tor": ("Toronto", "ctry_ca"),
    "cty_sin": ("Singapore", "ctry_sg"),
}
OFFICES = {
    # id: (name, city)
    "off01": ("Berlin Mitte office", "cty_ber"),
    "off02": ("Munich Werksviertel office", "cty_muc"),
    "off03": ("Lisbon Alcântara hub", "cty_lis"),
    "off04": ("Toronto King Street office", "cty_tor"),
    "off05": ("Singapore Tanjong Pagar office", "cty_sin"),
}
SKILLS = {
    "sk01": "Python",
    "sk02": "SQL",
    "sk03": "Time-series forecasting",
    "sk04": "Kubernetes",
    "sk05": "Terraform",
    "sk06": "Go",
    "sk07": "React",
    "sk08": "TypeScript",
    "sk09": "UX research",
    "sk10": "Figma",
    "sk11": "Accessibility auditing",
    "sk12": "Kotlin",
    "sk13": "Swift",
    "sk14": "Penetration testing",
    "sk15": "Threat modelling",
    "sk16": "Contract negotiation",
    "sk17": "Financial modelling",
    "sk18": "Technical writing",
    "sk19": "Spark",
    "sk20": "dbt",
    "sk21": "Machine learning",
    "sk22": "Postgres administration",
    "sk23": "Incident management",
    "sk24": "Payroll compliance",
    "sk25": "Recruiting",
    "sk26": "Public speaking",
    "sk27": "Rust",
    "sk28": "GraphQL",
}
ROLES = {
    "role_eng": "Software Engineer",
    "role_sre": "Site Reliability Engineer",
    "role_ds": "Data Scientist",
    "role_de": "Data Engineer",
    "role_des": "Product Designer",
    "role_pm": "Product Manager",
    "role_sec": "Security Engineer",
    "role_fin": "Financial Analyst",
    "role_hr": "People Partner",
    "role_mob": "Mobile Engineer",
    "role_tw": "Technical Writer",
    "role_head": "Head of Department",
    "role_lead": "Team Lead",
}
# Teams: id -> (name, leader id, leader name, leader office, leader role, member roles, member skills)
TEAMS = {
    "tm01": (
        "Data Team",
        "p001",
        "Alice Chen",
        "off03",
        ["role_ds", "role_de"],
        ["sk01", "sk02", "sk19", "sk20", "sk21"],
    ),
    "tm02": (
        "Platform Team",
        "p002",
        "Rahul Mehta",
        "off01",
        ["role_sre", "role_eng"],
        ["sk04", "sk05", "sk06", "sk23"],
    ),
    "tm03": (
        "Design Team",
        "p003",
        "Sofia Marquez",
        "off04",
        ["role_des"],
        ["sk09", "sk10", "sk11"],
    ),
    "tm04": ("Web Team", "p004", "Jonas Weber", "off01", ["role_eng"], ["sk07", "sk08", "sk28"]),
    "tm05": ("Mobile Team", "p005", "Mei Tanaka", "off05", ["role_mob"], ["sk12", "sk13", "sk28"]),
    "tm06": (
        "Security Team",
        "p006",
        "Oluwaseun Adeyemi",
        "off02",
        ["role_sec"],
        ["sk14", "sk15", "sk06"],
    ),
    "tm07": (
        "Finance Team",
        "p007",
        "Claire Dubois",
        "off02",
        ["role_fin"],
        ["sk17", "sk16", "sk02"],
    ),
    "tm08": (
        "People Team",
        "p008",
        "Tomás Oliveira",
        "off03",
        ["role_hr"],
        ["sk24", "sk25", "sk26"],
    ),
    "tm09": ("Docs Team", "p009", "Hannah Fischer", "off01", ["role_tw"], ["sk18", "sk08"]),
    "tm10": (
        "Payments Team",
        "p010",
        "Diego Alvarez",
        "off04",
        ["role_eng"],
        ["sk06", "sk22", "sk27"],
    ),
}
# Directors: id -> (name, office); the team leaders report to them.
DIRECTORS = {
    "p011": ("Margaret Okafor", "off01"),  # VP Engineering
    "p012": ("Henrik Larsen", "off02"),  # VP Operations
}
LEADER_REPORTS_TO = {
    "p001": "p011",
    "p002": "p011",
    "p003": "p011",
    "p004": "p011",
    "p005": "p011",
    "p009": "p011",
    "p010": "p011",
    "p006": "p012",
    "p007": "p012",
    "p008": "p012",
}
# Projects: id -> (name, status, teams working on it, required skills)
PROJECTS = {
    "pr01": ("Churn Forecast", "status_active", ["tm01"], ["sk01", "sk03"]),
    "pr02": ("Revenue Dashboard", "status_active", ["tm01"], ["sk02", "sk01"]),
    "pr03": ("Cluster Migration", "status_active", ["tm02"], ["sk04", "sk05"]),
    "pr04": ("Observability Revamp", "status_planned", ["tm02", "tm06"], ["sk06", "sk23"]),
    "pr05": ("Design System 2", "status_active", ["tm03", "tm04"], ["sk10", "sk08", "sk11"]),
    "pr06": ("Checkout Redesign", "status_done", ["tm03", "tm10"], ["sk09", "sk07"]),
    "pr07": ("Customer Portal", "status_active", ["tm04"], ["sk07", "sk08", "sk28"]),
    "pr08": ("Offline Mode", "status_planned", ["tm05"], ["sk12", "sk13"]),
    "pr09": ("App Store Refresh", "status_done", ["tm05", "tm03"], ["sk10"]),
    "pr10": ("SOC 2 Audit", "status_active", ["tm06", "tm07"], ["sk15", "sk18"]),
    "pr11": ("Red Team Exercise", "status_planned", ["tm06"], ["sk14"]),
    "pr12": ("Budget 2027", "status_active", ["tm07"], ["sk17"]),
    "pr13": ("Vendor Consolidation", "status_done", ["tm07", "tm08"], ["sk16"]),
    "pr14": ("Graduate Hiring", "status_active", ["tm08"], ["sk25", "sk26"]),
    "pr15": ("Payroll Migration", "status_planned", ["tm08", "tm07"], ["sk24", "sk02"]),
    "pr16": ("API Reference", "status_active", ["tm09"], ["sk18", "sk28"]),
    "pr17": ("Ledger Rewrite", "status_active", ["tm10"], ["sk27", "sk22"]),
    "pr18": ("Fraud Scoring", "status_planned", ["tm10"], ["sk21", "sk01"]),
}
STATUSES = {"status_active": "active", "status_planned": "planned", "status_done": "completed"}

FIRST = [
    "Aaron",
    "Abigail",
    "Adaeze",
    "Ahmed",
    "Aiko",
    "Ana",
    "Anders",
    "Anika",
    "Arjun",
    "Astrid",
    "Beatriz",
    "Ben",
    "Bianca",
    "Carlos",
    "Chiara",
    "Chloe",
    "Daniel",
    "Dmitri",
    "Elena",
    "Emeka",
    "Emil",
    "Emma",
    "Farah",
    "Felix",
    "Fatima",
    "Gabriel",
    "Greta",
    "Hamza",
    "Ines",
    "Isabel",
    "Ivan",
    "Jakob",
    "Jana",
    "Jin",
    "Joao",
    "Julia",
    "Kai",
    "Kofi",
    "Lars",
    "Laila",
    "Leon",
    "Lena",
    "Lucas",
    "Luisa",
    "Maja",
    "Malik",
    "Marco",
    "Maria",
    "Mateo",
    "Mira",
    "Nadia",
    "Nils",
    "Noah",
    "Nora",
    "Olga",
    "Omar",
    "Paula",
    "Pedro",
    "Priya",
    "Rafael",
    "Rania",
    "Rosa",
    "Samir",
    "Sara",
    "Sebastian",
    "Selin",
    "Sven",
    "Tariq",
    "Thea",
    "Theo",
    "Valentina",
    "Vera",
    "Wei",
    "Yara",
    "Yusuf",
    "Zara",
    "Zoltan",
]
LAST = [
    "Andersen",
    "Bauer",
    "Becker",
    "Carvalho",
    "Costa",
    "Dimitrov",
    "Eriksson",
    "Ferreira",
    "Gomez",
    "Haddad",
    "Hoffmann",
    "Ibrahim",
    "Jensen",
    "Kaur",
    "Kim",
    "Kowalski",
    "Kruger",
    "Lee",
    "Lindqvist",
    "Lopez",
    "Moreau",
    "Nakamura",
    "Ng",
    "Novak",
    "Nowak",
    "Okonkwo",
    "Park",
    "Patel",
    "Petrov",
    "Rossi",
    "Santos",
    "Schmidt",
    "Schneider",
    "Singh",
    "Sousa",
    "Suzuki",
    "Takahashi",
    "Torres",
    "Varga",
    "Wagner",
    "Wang",
    "Wojcik",
    "Yilmaz",
    "Zhang",
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, tuple[str, str]]]:
    rng = random.Random(SEED)
    triples: list[tuple[str, str, str]] = []
    entities: dict[str, tuple[str, str]] = {}

    def entity(eid: str, name: str, etype: str) -> None:
        entities[eid] = (name, etype)

    for cid, name in COUNTRIES.items():
        entity(cid, name, "country")
    for cid, (name, country) in CITIES.items():
        entity(cid, name, "city")
        triples.append((cid, "in_country", country))
    for oid, (name, city) in OFFICES.items():
        entity(oid, name, "office")
        triples.append((oid, "located_in", city))
    for sid, name in SKILLS.items():
        entity(sid, name, "skill")
    for rid, name in ROLES.items():
        entity(rid, name, "role")
    for sid, name in STATUSES.items():
        entity(sid, name, "status")
    for pid, (name, office) in DIRECTORS.items():
        entity(pid, name, "person")
        triples += [(pid, "based_in", office), (pid, "has_role", "role_head")]
    triples.append(("p012", "reports_to", "p011"))
    for tid, (name, leader, leader_name, office, _, skills) in TEAMS.items():
        entity(tid, name, "team")
        entity(leader, leader_name, "person")
        triples += [
            (leader, "leads", tid),
            (leader, "based_in", office),
            (leader, "has_role", "role_lead"),
            (leader, "reports_to", LEADER_REPORTS_TO[leader]),
        ]
        for skill in rng.sample(skills, 2):
            triples.append((leader, "has_skill", skill))
    for prid, (name, status, teams, skills) in PROJECTS.items():
        entity(prid, name, "project")
        triples.append((prid, "has_status", status))
        triples += [(team, "works_on", prid) for team in teams]
        triples += [(prid, "requires_skill", skill) for skill in skills]

    # Staff: 8-11 per team, named from the lists above (no name repeats).
    used = {name for name, _ in entities.values()}
    number = 13
    team_members: dict[str, list[str]] = {}
    for tid, (_, leader, _, leader_office, roles, skills) in TEAMS.items():
        members = []
        for _ in range(rng.randint(8, 11)):
            while True:
                name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
                if name not in used:
                    used.add(name)
                    break
            pid = f"p{number:03d}"
            number += 1
            entity(pid, name, "person")
            office = leader_office if rng.random() < 0.6 else rng.choice(sorted(OFFICES))
            triples += [
                (pid, "member_of", tid),
                (pid, "reports_to", leader),
                (pid, "based_in", office),
                (pid, "has_role", rng.choice(roles)),
            ]
            own = rng.sample(skills, rng.randint(1, min(3, len(skills))))
            if rng.random() < 0.3:
                own.append(rng.choice(sorted(SKILLS)))
            triples += [(pid, "has_skill", s) for s in dict.fromkeys(own)]
            members.append(pid)
        team_members[tid] = members
    # Mentoring across teams: a few senior members mentor someone elsewhere.
    everyone = [p for members in team_members.values() for p in members]
    for mentor in rng.sample(everyone, 18):
        mentee = rng.choice([p for p in everyone if p != mentor])
        triples.append((mentor, "mentors", mentee))
    return triples, entities


def write(
    triples: list[tuple[str, str, str]], entities: dict[str, tuple[str, str]], folder: Path = HERE
) -> None:
    write_triples(folder, triples)
    rows = ["id\tname\ttypes"] + [
        f"{eid}\t{name}\t{etype}" for eid, (name, etype) in entities.items()
    ]
    (folder / "entities.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write(*build())
