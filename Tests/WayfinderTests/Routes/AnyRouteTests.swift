import Foundation
import Testing
import Wayfinder

@Suite struct AnyRouteTests {
  @Test func routesOfManyModulesComeBackTyped() throws {
    let routes: [AnyRoute] = [
      AnyRoute(Notes.search(query: "a b", tags: ["x", "~"])), AnyRoute(Photos.viewer(index: 2)),
    ]
    #expect(routes[0].typed(as: Notes.self) == .search(query: "a b", tags: ["x", "~"]))
    #expect(routes[1].typed(as: Photos.self) == .viewer(index: 2))
    #expect(routes[0].typed(as: Photos.self) == nil)
    #expect(throws: RouteDecodingError.wrongModule(expected: "photos", found: "notes")) {
      try routes[0].decode(as: Photos.self)
    }
  }

  @Test func theCodablePayloadNeedsNoTypeToDecode() throws {
    let route = AnyRoute(Notes.edit(id: 4, title: "\"quoted\""))
    let data = try JSONEncoder().encode(route)
    #expect(String(decoding: data, as: UTF8.self) == #"["notes","edit","4","\"quoted\""]"#)
    let decoded = try JSONDecoder().decode(AnyRoute.self, from: data)
    #expect(decoded == route)
    #expect(decoded.typed(as: Notes.self) == .edit(id: 4, title: "\"quoted\""))
  }

  @Test func badComponentsGiveTypedErrors() {
    let module: ModuleKey = "notes"
    #expect(
      throws: RouteDecodingError.unknownCase(
        module: module, name: "nope", known: ["list", "detail", "edit", "search"])
    ) {
      try AnyRoute(module: module, components: RouteComponents(name: "nope")).decode(as: Notes.self)
    }
    #expect(
      throws: RouteDecodingError.badValue(
        module: module, case: "detail", index: 0, label: "id", expected: "Int", found: "abc")
    ) {
      try AnyRoute(module: module, components: RouteComponents(name: "detail", values: ["abc"]))
        .decode(as: Notes.self)
    }
    #expect(
      throws: RouteDecodingError.wrongValueCount(
        module: module, case: "list", expected: 0, found: 1)
    ) {
      try AnyRoute(module: module, components: RouteComponents(name: "list", values: ["x"]))
        .decode(as: Notes.self)
    }
  }

  @Test func metadataComesFromTheCaseDeclaration() {
    #expect(Notes.edit(id: 1, title: "").defaultPresentation == .sheet(detents: [.large, .medium]))
    #expect(Notes.edit(id: 1, title: "").requirement == .signedIn)
    #expect(Notes.list.defaultPresentation == .push)
    #expect(Notes.list.requirement == nil)
    #expect(Photos.viewer(index: 0).defaultPresentation.opensScene)
  }

  @Test func detentSetsAreSortedAndUnique() {
    let detents: DetentSet = [.large, .medium, .large, .fraction(0.3)]
    #expect(detents.detents == [.fraction(0.3), .medium, .large])
    #expect(DetentSet([]) == .large)
    #expect(
      PresentationStyle.sheet(detents: [.large, .medium]) == .sheet(detents: [.medium, .large]))
  }
}
