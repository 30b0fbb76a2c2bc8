"""Build the `courts` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional legal system: courts with the court each one appeals to, the city each sits in
and the district of each city; judges with the court they sit on and the law firm some of
them came from; law firms and their head-office cities, lawyers and their firms; parties
and their home cities; and cases with their court, presiding judge, claimants, respondents,
the statutes they cite and the lawyers who argued them. Every name and fact is invented.
The courts, judges, firms, statutes and sixteen named cases are written by hand below; a
seeded generator adds filler lawyers, parties and cases around them. Re-running the script
rewrites the same files.

    python benchmarks/kgqa/courts/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import EntityKeys, with_opaque_ids, write_set  # noqa: E402

COURT = "adj.court"
APPEAL = "appeals to"
JUDGE = "presidingJudge"
SITS_ON = "JDG_CT"
CLAIMANT = "urn:lex:claimant"
RESPONDENT = "urn:lex:respondent"
FIRM = "partnerAt"
ARGUED = "argued"
STATUTE = "law.case.statute_cited"
SEAT = "SEAT"
DISTRICT = "lies within"
FIRM_CITY = "firmHQ"
FORMER_FIRM = "formerly with"
HOME = "domicile"

CITIES = {
    "Aldmoor": "Capital District",
    "Oldcastle": "Capital District",
    "Harrowgate": "Northern District",
    "Bramford": "Northern District",
    "Linden Vale": "Northern District",
    "Kestwick": "Northern District",
    "Northgate": "Northern District",
    "Port Calder": "Southern District",
    "Saltmere": "Southern District",
    "Ferrow Bay": "Southern District",
    "Riverton": "Southern District",
    "Caldermouth": "Southern District",
    "Wexley": "Eastern District",
    "Eastmarch": "Eastern District",
    "Greyholm": "Eastern District",
    "Fenbury": "Eastern District",
    "Ashcombe": "Western District",
    "Tollbridge": "Western District",
    "Marrow Heath": "Western District",
    "Westlake": "Western District",
    "Port Orran": "Orran Isles",
}

# court -> (seat, the court it appeals to or None, its judges)
COURTS = {
    "Supreme Court": ("Aldmoor", None, ["Eleanor Vance", "Howard Achebe", "Margaret Lindqvist"]),
    "Court of Appeal (Northern Circuit)": (
        "Harrowgate", "Supreme Court", ["Simon Hartley", "Grace Okonkwo", "Peter Fairbairn"]),
    "Court of Appeal (Southern Circuit)": (
        "Port Calder", "Supreme Court", ["Rosalind Calder", "Ibrahim Saleh", "Thomas Greaves"]),
    "Court of Appeal (Eastern Circuit)": (
        "Wexley", "Supreme Court", ["Catherine Moss", "Daniel Whitlock", "Anita Desai"]),
    "Harrowgate District Court": (
        "Harrowgate", "Court of Appeal (Northern Circuit)", ["Oliver Brandt", "Fiona Kerr"]),
    "Bramford District Court": (
        "Bramford", "Court of Appeal (Northern Circuit)", ["Martin Pryce", "Helen Achterberg"]),
    "Linden Vale District Court": (
        "Linden Vale", "Court of Appeal (Northern Circuit)", ["Colin Marsh", "Yvonne Adair"]),
    "Port Calder District Court": (
        "Port Calder", "Court of Appeal (Southern Circuit)", ["Graham Finch", "Nadia Rahman"]),
    "Saltmere District Court": (
        "Saltmere", "Court of Appeal (Southern Circuit)", ["Victor Lowe", "Julia Harrow"]),
    "Wexley District Court": (
        "Wexley", "Court of Appeal (Eastern Circuit)", ["Samuel Byrne", "Leah Goldberg"]),
    "Eastmarch District Court": (
        "Eastmarch", "Court of Appeal (Eastern Circuit)", ["Patrick Nolan", "Irene Costa"]),
    "Commercial Court": (
        "Aldmoor", "Court of Appeal (Southern Circuit)", ["Richard Pemberton", "Sophie Calder"]),
    "Family Court of Harrowgate": (
        "Harrowgate", "Court of Appeal (Northern Circuit)", ["Angela Whitby", "Marcus Reid"]),
    "Employment Tribunal": ("Bramford", "Employment Appeal Tribunal", ["Dennis Quist", "Ruth Ellery"]),
    "Employment Appeal Tribunal": (
        "Aldmoor", "Court of Appeal (Northern Circuit)", ["Harriet Blake", "Owen Thackeray"]),
    "Land Court": ("Saltmere", "Court of Appeal (Southern Circuit)", ["George Ashdown", "Mira Sen"]),
    "Harrowgate Magistrates' Court": (
        "Harrowgate", "Harrowgate District Court", ["Paul Denton", "Sarah Mbeki"]),
    "Wexley Magistrates' Court": ("Wexley", "Wexley District Court", ["Kevin Hale", "Lorna Fyfe"]),
}  # fmt: skip

# law firm -> head-office city
FIRMS = {
    "Calder & Finch LLP": "Port Calder",
    "Harrow Whitlock": "Harrowgate",
    "Pemberton Lowe": "Aldmoor",
    "Ashcombe Legal": "Ashcombe",
    "Greaves & Co": "Aldmoor",
    "Okafor Mensah Partners": "Aldmoor",
    "Vance Lindqvist": "Wexley",
    "Thornton Reyes LLP": "Saltmere",
    "Bellamy Quist": "Bramford",
    "Northgate Chambers": "Northgate",
    "Salter & Byrne": "Eastmarch",
    "Kingsley Adair": "Oldcastle",
    "Wren Hollis": "Ferrow Bay",
    "Marsh & Tolley": "Tollbridge",
}
# judge -> the firm the judge practised at before the bench
FORMER_FIRMS = {
    "Eleanor Vance": "Vance Lindqvist",
    "Margaret Lindqvist": "Vance Lindqvist",
    "Simon Hartley": "Harrow Whitlock",
    "Peter Fairbairn": "Bellamy Quist",
    "Rosalind Calder": "Calder & Finch LLP",
    "Thomas Greaves": "Greaves & Co",
    "Daniel Whitlock": "Harrow Whitlock",
    "Oliver Brandt": "Northgate Chambers",
    "Colin Marsh": "Marsh & Tolley",
    "Yvonne Adair": "Kingsley Adair",
    "Graham Finch": "Calder & Finch LLP",
    "Julia Harrow": "Harrow Whitlock",
    "Samuel Byrne": "Salter & Byrne",
    "Richard Pemberton": "Pemberton Lowe",
    "Sophie Calder": "Calder & Finch LLP",
    "Dennis Quist": "Bellamy Quist",
    "Harriet Blake": "Greaves & Co",
    "George Ashdown": "Thornton Reyes LLP",
    "Victor Lowe": "Pemberton Lowe",
    "Howard Achebe": "Okafor Mensah Partners",
}
STATUTES = [
    "Contracts Act 1998", "Consumer Protection Act 2005", "Employment Rights Act 2001",
    "Data Protection Act 2012", "Companies Act 2006", "Land Registration Act 1990",
    "Competition Act 2003", "Road Traffic Act 1988", "Family Law Act 1996",
    "Tax Administration Act 2010", "Environmental Protection Act 1995", "Equality Act 2010",
    "Insolvency Act 1986", "Copyright and Patents Act 1994", "Housing Act 2004",
    "Freedom of Information Act 2000", "Maritime Liability Act 1979", "Sale of Goods Act 1979",
    "Human Rights Act 1998", "Harbour Authorities Act 1964",
]  # fmt: skip

# named lawyer -> firm
LAWYERS = {
    "Adaeze Okafor": "Okafor Mensah Partners",
    "Kofi Mensah": "Okafor Mensah Partners",
    "James Calder": "Calder & Finch LLP",
    "Naomi Finch": "Calder & Finch LLP",
    "Robert Whitlock": "Harrow Whitlock",
    "Clara Pemberton": "Pemberton Lowe",
    "Ethan Lowe": "Pemberton Lowe",
    "Isabel Reyes": "Thornton Reyes LLP",
    "Marcus Thornton": "Thornton Reyes LLP",
    "Hugo Bellamy": "Bellamy Quist",
    "Leila Byrne": "Salter & Byrne",
    "Frank Salter": "Salter & Byrne",
    "Diana Adair": "Kingsley Adair",
    "Nathan Wren": "Wren Hollis",
    "Olivia Hollis": "Wren Hollis",
    "Tessa Marsh": "Marsh & Tolley",
}
# named party -> home city
PARTIES = {
    "Calder Freight Ltd": "Port Calder",
    "Harrowgate Borough Council": "Harrowgate",
    "Brennan Logistics": "Bramford",
    "Maria Ortiz": "Saltmere",
    "Northgate Water Company": "Northgate",
    "Greyholm Fisheries": "Greyholm",
    "Daniel Harlow": "Linden Vale",
    "Aldmoor Bank plc": "Aldmoor",
    "Westlake Housing Association": "Westlake",
    "Orran Ferries": "Port Orran",
    "Samira Haddad": "Wexley",
    "Kestwick Mining Corporation": "Kestwick",
    "Tollbridge Motors": "Tollbridge",
    "Peter Okonjo": "Eastmarch",
    "Ferrow Bay Harbour Board": "Ferrow Bay",
    "Linden Dairy Co-operative": "Linden Vale",
    "Revenue Service": "Aldmoor",
    "Ashcombe Textiles": "Ashcombe",
    "Helen Brennan": "Bramford",
    "Saltmere Estates": "Saltmere",
}

# case: (court, judge, claimants, respondents, statutes, lawyers who argued it)
CASES = {
    "Ortiz v Calder Freight": ("Saltmere District Court", "Victor Lowe", ["Maria Ortiz"],
        ["Calder Freight Ltd"], ["Road Traffic Act 1988"], ["Isabel Reyes", "James Calder"]),
    "Calder Freight v Ortiz": ("Court of Appeal (Southern Circuit)", "Ibrahim Saleh",
        ["Calder Freight Ltd"], ["Maria Ortiz"], ["Road Traffic Act 1988", "Human Rights Act 1998"],
        ["Naomi Finch", "Isabel Reyes"]),
    "Harlow v Brennan Logistics": ("Employment Tribunal", "Dennis Quist", ["Daniel Harlow"],
        ["Brennan Logistics"], ["Employment Rights Act 2001", "Equality Act 2010"],
        ["Hugo Bellamy"]),
    "Brennan Logistics v Harlow": ("Employment Appeal Tribunal", "Harriet Blake",
        ["Brennan Logistics"], ["Daniel Harlow"], ["Employment Rights Act 2001"],
        ["Clara Pemberton", "Hugo Bellamy"]),
    "Brennan v Brennan": ("Family Court of Harrowgate", "Angela Whitby", ["Helen Brennan"],
        ["Daniel Harlow"], ["Family Law Act 1996"], ["Robert Whitlock"]),
    "Northgate Water Co v Harrowgate BC": ("Harrowgate District Court", "Oliver Brandt",
        ["Northgate Water Company"], ["Harrowgate Borough Council"],
        ["Environmental Protection Act 1995", "Contracts Act 1998"],
        ["Robert Whitlock", "Tessa Marsh"]),
    "Revenue Service v Aldmoor Bank": ("Supreme Court", "Eleanor Vance", ["Revenue Service"],
        ["Aldmoor Bank plc"], ["Tax Administration Act 2010", "Companies Act 2006"],
        ["Clara Pemberton", "Adaeze Okafor", "Kofi Mensah"]),
    "In re Kestwick Mining": ("Commercial Court", "Richard Pemberton",
        ["Aldmoor Bank plc"], ["Kestwick Mining Corporation"],
        ["Insolvency Act 1986", "Companies Act 2006"], ["Ethan Lowe", "Diana Adair"]),
    "Greyholm Fisheries v Orran Ferries": ("Wexley District Court", "Samuel Byrne",
        ["Greyholm Fisheries"], ["Orran Ferries"], ["Maritime Liability Act 1979"],
        ["Leila Byrne", "Nathan Wren"]),
    "Orran Ferries v Ferrow Bay Harbour Board": ("Port Calder District Court", "Nadia Rahman",
        ["Orran Ferries"], ["Ferrow Bay Harbour Board"],
        ["Harbour Authorities Act 1964", "Maritime Liability Act 1979"],
        ["Nathan Wren", "Olivia Hollis"]),
    "Haddad v Westlake Housing Association": ("Wexley District Court", "Leah Goldberg",
        ["Samira Haddad"], ["Westlake Housing Association"], ["Housing Act 2004", "Equality Act 2010"],
        ["Kofi Mensah"]),
    "Tollbridge Motors v Okonjo": ("Eastmarch District Court", "Patrick Nolan",
        ["Tollbridge Motors"], ["Peter Okonjo"], ["Sale of Goods Act 1979", "Consumer Protection Act 2005"],
        ["Frank Salter", "Tessa Marsh"]),
    "Linden Dairy v Saltmere Estates": ("Land Court", "George Ashdown",
        ["Linden Dairy Co-operative"], ["Saltmere Estates"], ["Land Registration Act 1990"],
        ["Marcus Thornton"]),
    "Ashcombe Textiles v Calder Freight": ("Commercial Court", "Sophie Calder",
        ["Ashcombe Textiles"], ["Calder Freight Ltd", "Orran Ferries"],
        ["Contracts Act 1998", "Sale of Goods Act 1979"], ["Diana Adair", "James Calder"]),
    "R v Okonjo": ("Wexley Magistrates' Court", "Kevin Hale", ["Revenue Service"],
        ["Peter Okonjo"], ["Tax Administration Act 2010"], ["Adaeze Okafor"]),
    "Harrowgate BC v Haddad": ("Court of Appeal (Northern Circuit)", "Grace Okonkwo",
        ["Harrowgate Borough Council"], ["Samira Haddad"],
        ["Freedom of Information Act 2000", "Data Protection Act 2012"],
        ["Robert Whitlock", "Kofi Mensah"]),
}  # fmt: skip

FIRST_NAMES = [
    "Alan", "Beth", "Carl", "Dina", "Emma", "Fraser", "Gwen", "Hassan", "Ines", "Jonah",
    "Kirsty", "Liam", "Mona", "Neil", "Orla", "Priya", "Quentin", "Rhea", "Stuart", "Tara",
]  # fmt: skip
SURNAMES = [
    "Abbott", "Barlow", "Cheng", "Doherty", "Egan", "Farrell", "Gill", "Hussain", "Iqbal",
    "Jarvis", "Khan", "Lister", "Moreau", "Novak", "Oduya", "Patel", "Rooney", "Shaw",
]  # fmt: skip
COMPANY_WORDS = (
    ["Aldmoor", "Harrowgate", "Saltmere", "Wexley", "Eastmarch", "Bramford", "Riverton",
     "Caldermouth", "Fenbury", "Marrow Heath"],
    ["Builders", "Insurance", "Haulage", "Foods", "Energy", "Printing", "Pharmacy", "Motors",
     "Property", "Software"],
)  # fmt: skip


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(3141)
    keys = EntityKeys()
    facts: list[tuple[str, str, str]] = []

    def city(name: str) -> str:
        return keys.key("city", name)

    def court(name: str) -> str:
        return keys.key("court", name)

    def person(name: str) -> str:
        return keys.key("person", name)

    def party(name: str) -> str:
        return keys.key("party", name)

    for name, district in CITIES.items():
        facts.append((city(name), DISTRICT, keys.key("district", district)))
    judges_of: dict[str, list[str]] = {}
    for name, (seat, higher, judges) in COURTS.items():
        facts.append((court(name), SEAT, city(seat)))
        if higher is not None:
            facts.append((court(name), APPEAL, court(higher)))
        for judge in judges:
            facts.append((person(judge), SITS_ON, court(name)))
        judges_of[name] = judges
    for name, town in FIRMS.items():
        facts.append((keys.key("firm", name), FIRM_CITY, city(town)))
    for judge, firm in FORMER_FIRMS.items():
        facts.append((person(judge), FORMER_FIRM, keys.key("firm", firm)))

    # Filler lawyers and parties, drawn from name lists.
    people = [f"{a} {b}" for a in FIRST_NAMES for b in SURNAMES]
    companies = [f"{a} {b}" for a in COMPANY_WORDS[0] for b in COMPANY_WORDS[1]]
    rng.shuffle(people)
    rng.shuffle(companies)
    lawyers = dict(LAWYERS)
    for _ in range(34):
        lawyers[people.pop()] = rng.choice(sorted(FIRMS))
    for name, firm in lawyers.items():
        facts.append((person(name), FIRM, keys.key("firm", firm)))
    parties = dict(PARTIES)
    towns = sorted(CITIES)
    for _ in range(25):
        parties[people.pop()] = rng.choice(towns)
    for _ in range(25):
        parties[companies.pop()] = rng.choice(towns)
    for name, town in parties.items():
        facts.append((party(name), HOME, city(town)))

    def case(
        name: str,
        where: str,
        judge: str,
        claimants: list[str],
        respondents: list[str],
        statutes: list[str],
        counsel: list[str],
    ) -> None:
        c = keys.key("case", name)
        facts.append((c, COURT, court(where)))
        facts.append((c, JUDGE, person(judge)))
        facts.extend((c, CLAIMANT, party(p)) for p in claimants)
        facts.extend((c, RESPONDENT, party(p)) for p in respondents)
        facts.extend((c, STATUTE, keys.key("statute", s)) for s in statutes)
        facts.extend((person(lawyer), ARGUED, c) for lawyer in counsel)

    for name, row in CASES.items():
        case(name, *row)

    # Filler cases: two parties, a court and one of its judges, one or two statutes, counsel.
    party_names, lawyer_names, court_names = sorted(parties), sorted(lawyers), sorted(COURTS)
    made = set(CASES)
    while len(made) < 80:
        claimant, respondent = rng.sample(party_names, 2)
        name = f"{claimant} v {respondent}"
        if name in made:
            continue
        made.add(name)
        where = rng.choice(court_names)
        case(
            name,
            where,
            rng.choice(judges_of[where]),
            [claimant],
            [respondent],
            rng.sample(STATUTES, rng.choice([1, 1, 2])),
            rng.sample(lawyer_names, rng.choice([1, 2, 2])),
        )
    return with_opaque_ids(facts, keys, rng, range(1000, 10000), "ct~{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
