import Dispatch
import Synchronization
import Testing
@testable import URLRoutes

/// A `FlaggedLazyReference` gives back its flags before and after its value is made, makes the
/// value once however many threads ask, frees it with its owner, and holds flags again after a
/// reset; `LazyReference`, built on it, the same without flags. (Serialized: the tests count
/// the values alive.)
@Suite(.serialized) struct FlaggedLazyReferenceTests {
    final class Made: Sendable {
        static let alive = Atomic<Int>(0)
        let flags: UInt8
        init(flags: UInt8) {
            self.flags = flags
            Self.alive.add(1, ordering: .relaxed)
        }
        deinit { Self.alive.subtract(1, ordering: .relaxed) }
    }

    @Test(arguments: [UInt8(0), 1, 0b1_0110, 0x7F, 0xFF])
    func theFlagsReadTheSameBeforeAndAfterTheValueIsMade(flags: UInt8) {
        let slot = FlaggedLazyReference<Made>(flags: flags)
        #expect(slot.currentValue == nil)
        #expect(slot.flags { _ in Issue.record("no value yet"); return 0 } == flags)
        let made = slot.value { Made(flags: $0) }
        #expect(made.flags == flags)
        #expect(slot.currentValue === made)
        #expect(slot.flags(of: \.flags) == flags)
        #expect(slot.value { _ in Issue.record("made twice"); return Made(flags: 0) } === made)
    }

    @Test func threadsRacingToMakeTheValueAllGetTheOneStoredAndTheRestAreFreed() {
        let before = Made.alive.load(ordering: .relaxed)
        do {
            let slot = FlaggedLazyReference<Made>(flags: 0b101)
            let seen = Locked<Set<ObjectIdentifier>>([])
            DispatchQueue.concurrentPerform(iterations: 16) { _ in
                let value = slot.value { Made(flags: $0) }
                seen.withLock { _ = $0.insert(ObjectIdentifier(value)) }
            }
            #expect(seen.withLock { $0.count } == 1)
            #expect(slot.flags(of: \.flags) == 0b101)
            #expect(Made.alive.load(ordering: .relaxed) == before + 1)
        }
        #expect(Made.alive.load(ordering: .relaxed) == before, "the slot frees its value with it")
    }

    // LazyReference: a FlaggedLazyReference without flags, whose reset() lets its owner be reused.

    @Test func theValueIsMadeOnceAndResetFreesIt() {
        let before = Made.alive.load(ordering: .relaxed)
        do {
            let slot = LazyReference<Made>()
            #expect(slot.currentValue == nil)
            slot.reset()
            #expect(Made.alive.load(ordering: .relaxed) == before, "a reset of an empty slot makes nothing")
            let first = slot.value { Made(flags: 1) }
            #expect(slot.value { Issue.record("made twice"); return Made(flags: 2) } === first)
            #expect(slot.currentValue === first)
            slot.reset()
            #expect(slot.currentValue == nil)
            let second = slot.value { Made(flags: 3) }
            #expect(second.flags == 3)
            #expect(second !== first)
            #expect(Made.alive.load(ordering: .relaxed) == before + 2, "first is still held here, second by the slot")
            withExtendedLifetime(first) {}
        }
        #expect(Made.alive.load(ordering: .relaxed) == before, "the slot frees its value with it")
    }

    @Test(arguments: [UInt8(0), 0b110, 0xFF])
    func aFlaggedResetHoldsTheGivenFlagsAgain(flags: UInt8) {
        let slot = FlaggedLazyReference<Made>(flags: 0b1)
        _ = slot.value { Made(flags: $0) }
        slot.reset(flags: flags)
        #expect(slot.currentValue == nil)
        #expect(slot.flags { _ in Issue.record("no value after reset"); return 0 } == flags)
        #expect(slot.value { Made(flags: $0) }.flags == flags)
    }
}
