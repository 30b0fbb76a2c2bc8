"""LangChain GraphDocuments (LLMGraphTransformer's output) as a DotRAG retriever: the
mapping onto records, provenance in the Documents' metadata, bad input, and an LCEL chain.

The chain's GraphDocuments come from the real ``LLMGraphTransformer``
(``langchain_experimental``) driven by a scripted chat model: with
``ignore_tool_usage=True`` it prompts for a JSON list of ``{head, head_type, relation, tail,
tail_type}`` objects and parses the model's text. Node and relationship properties need a
tool-calling model, so the mapping of properties is tested on GraphDocuments built as the
transformer builds them with ``node_properties=True, relationship_properties=True``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

pytest.importorskip("langchain_community")

from langchain_community.graphs.graph_document import GraphDocument, Node, Relationship
from langchain_core.documents import Document
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough

from graphpaths.embeddings_hashing import HashingEmbedder
from graphpaths.errors import GraphFormatError
from graphpaths.sources import graph_from_records
from langchain_graphpaths import DotRAGRetriever
from langchain_graphpaths.graph_documents import document_id, records_from_graph_documents

CHUNKS = [
    Document(
        id="chunk-1",
        page_content="Marie Curie was married to Pierre Curie. She worked at the University of Paris.",
    ),
    # No id: its provenance is the hash of its text.
    Document(page_content="Pierre Curie was born in Paris in 1859."),
]

#: What the scripted model answers for each chunk, in order: the JSON the transformer's
#: prompt asks for when it does not use tools.
EXTRACTED = [
    [
        {
            "head": "Marie Curie",
            "head_type": "Person",
            "relation": "SPOUSE",
            "tail": "Pierre Curie",
            "tail_type": "Person",
        },
        {
            "head": "Marie Curie",
            "head_type": "Person",
            "relation": "WORKED_AT",
            "tail": "University of Paris",
            "tail_type": "Organization",
        },
    ],
    [
        {
            "head": "Pierre Curie",
            "head_type": "Person",
            "relation": "BORN_IN",
            "tail": "Paris",
            "tail_type": "City",
        }
    ],
]


def transformed() -> list[GraphDocument]:
    """CHUNKS through LLMGraphTransformer, its chat model scripted to answer EXTRACTED."""
    graph_transformers = pytest.importorskip("langchain_experimental.graph_transformers")
    model = FakeListChatModel(responses=[json.dumps(answer) for answer in EXTRACTED])
    transformer = graph_transformers.LLMGraphTransformer(llm=model, ignore_tool_usage=True)
    return transformer.convert_to_graph_documents(CHUNKS)


def with_properties() -> list[GraphDocument]:
    """What LLMGraphTransformer(node_properties=True, relationship_properties=True) returns
    for CHUNKS (a tool-calling model: properties, title-case ids)."""
    marie = Node(id="Marie Curie", type="Person", properties={"description": "physicist"})
    pierre = Node(id="Pierre Curie", type="Person")
    paris_u = Node(id="University Of Paris", type="Organization")
    paris = Node(id="Paris", type="City")
    first = GraphDocument(
        nodes=[marie, pierre, paris_u],
        relationships=[
            Relationship(source=marie, target=pierre, type="SPOUSE", properties={"since": 1895}),
            Relationship(source=marie, target=paris_u, type="WORKED_AT"),
        ],
        source=CHUNKS[0],
    )
    second = GraphDocument(
        nodes=[Node(id="Pierre Curie", type="Person", properties={"born": 1859}), paris],
        relationships=[
            Relationship(
                source=Node(id="Pierre Curie", type="Person"), target=paris, type="BORN_IN"
            )
        ],
        source=CHUNKS[1],
    )
    return [first, second]


def format_docs(docs: list[Document]) -> str:
    return "\n".join(doc.page_content for doc in docs)


def test_transformed_chunks_become_records() -> None:
    records = records_from_graph_documents(transformed())
    graph = graph_from_records(records)
    assert sorted(graph.entity_ids) == [
        "Marie Curie",
        "Paris",
        "Pierre Curie",
        "University of Paris",
    ]
    assert graph.types_of("University of Paris") == ("Organization",)
    assert sorted(graph.relation_texts()) == [
        "Marie Curie SPOUSE Pierre Curie",
        "Marie Curie WORKED AT University of Paris",
        "Pierre Curie BORN IN Paris",
    ]
    hashed = "sha256:" + hashlib.sha256(CHUNKS[1].page_content.encode()).hexdigest()[:16]
    assert records.provenance["Pierre Curie"] == tuple(sorted(["chunk-1", hashed]))
    assert records.provenance["Paris"] == (hashed,)


def test_properties_become_attributes() -> None:
    records = records_from_graph_documents(with_properties())
    graph = graph_from_records(records)
    assert graph.types_of("Marie Curie") == ("Person",)
    assert graph.types_of("Paris") == ("City",)
    assert graph.entity("Marie Curie").description == "physicist"
    assert dict(graph.entity_attributes("Pierre Curie")) == {"born": 1859}
    assert set(graph.label_names) == {"SPOUSE", "WORKED_AT", "BORN_IN"}
    spouse = graph.label_names.index("SPOUSE")
    [j] = [j for j in range(graph.num_relations) if graph.relation_labels[j] == spouse]
    assert dict(graph.relation_attributes(j)) == {"since": 1895}
    hashed = "sha256:" + hashlib.sha256(CHUNKS[1].page_content.encode()).hexdigest()[:16]
    assert document_id(CHUNKS[1]) == hashed
    assert records.provenance["Pierre Curie"] == tuple(sorted(["chunk-1", hashed]))
    assert records.provenance["Marie Curie"] == ("chunk-1",)


def test_retriever_in_an_lcel_chain(tmp_path: Path) -> None:
    retriever = DotRAGRetriever.from_graph_documents(
        transformed(), index_dir=tmp_path / "index", embedder=HashingEmbedder(), k=3
    )
    docs = retriever.invoke("Where was Pierre Curie born?")
    assert docs[0].page_content == "Pierre Curie —BORN_IN→ Paris"
    assert docs[0].metadata["sources"] == list(
        records_from_graph_documents(transformed()).provenance["Pierre Curie"]
    )
    prompt = ChatPromptTemplate.from_template("Paths:\n{context}\n\nQuestion: {question}")
    model = FakeListChatModel(responses=["Pierre Curie was born in Paris."])
    chain = (
        {"context": retriever | format_docs, "question": RunnablePassthrough()}
        | prompt
        | model
        | StrOutputParser()
    )
    assert chain.invoke("Where was Pierre Curie born?") == "Pierre Curie was born in Paris."
    spouse = retriever.invoke("Who was Marie Curie married to?")
    assert spouse[0].page_content == "Marie Curie —SPOUSE→ Pierre Curie"


def test_untyped_nodes_and_int_ids(tmp_path: Path) -> None:
    a, b, c = Node(id=1), Node(id=2), Node(id="three")  # type "Node": LangChain's default
    docs = [
        GraphDocument(
            nodes=[a, b],
            relationships=[
                Relationship(source=a, target=b, type="next"),
                Relationship(source=b, target=c, type="next"),  # c is not among the nodes
            ],
            source=Document(page_content="1, 2, three"),
        )
    ]
    graph = graph_from_records(records_from_graph_documents(docs), infer_types=False)
    assert list(graph.entity_ids) == ["1", "2", "three"]
    assert graph.types_of("three") == ("entity",)


def test_bad_graph_documents_name_the_place() -> None:
    bad_label = [
        GraphDocument(
            nodes=[],
            relationships=[Relationship(source=Node(id="a"), target=Node(id="b"), type="")],
            source=Document(page_content="x"),
        )
    ]
    with pytest.raises(GraphFormatError, match=r"relationships\[0\]: .*'label'"):
        records_from_graph_documents(bad_label)
    with pytest.raises(GraphFormatError, match=r"graph document 0, nodes\[0\]"):
        records_from_graph_documents(
            [GraphDocument.model_construct(nodes=[Node.model_construct(id=None)], relationships=[])]
        )
    with pytest.raises(
        GraphFormatError, match=r"graph document 0, nodes\[0\]: NodeRecord: field 'id'"
    ):
        records_from_graph_documents(
            [
                GraphDocument(
                    nodes=[Node(id=" ")], relationships=[], source=Document(page_content="x")
                )
            ]
        )


def test_hostile_names_work(tmp_path: Path) -> None:
    names = ['Dr. "Quote" O\'Neil', "line\nbreak", "東京 🚀 Ünïcødé"]
    nodes = [Node(id=n, type='Ty"pe\n') for n in names]
    doc = GraphDocument(
        nodes=nodes,
        relationships=[
            Relationship(source=nodes[0], target=nodes[1], type="REL'\"\n"),
            Relationship(source=nodes[1], target=nodes[2], type="關係"),
        ],
        source=Document(page_content="hostile"),
    )
    retriever = DotRAGRetriever.from_graph_documents(
        [doc], index_dir=tmp_path / "index", embedder=HashingEmbedder(dimension=64)
    )
    for name in names:
        found = retriever.invoke(f"What is {name} linked to?")
        assert found
        assert all(d.metadata["sources"] for d in found)
